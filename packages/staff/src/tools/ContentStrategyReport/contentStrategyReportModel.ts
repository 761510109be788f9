// The strategy report's pure part: the places grouped by state, for one coverage table each.
import type { ContentStrategyPlace } from '../types';

export interface StateGroup {
  id: string;
  label: string;
  /** The state itself (when it is a place) and then its cities. */
  places: ContentStrategyPlace[];
}

/** One group per state, in the order of `places`; cities of an unknown state go to a last "Other places" group. */
export function groupByState(places: ReadonlyArray<ContentStrategyPlace>, otherPlaces: string): StateGroup[] {
  const states = places.filter((place) => place.kind === 'state');
  const groups: StateGroup[] = states.map((state) => ({
    id: state.id,
    label: state.label,
    places: [state, ...places.filter((place) => place.kind === 'city' && place.stateId === state.id)],
  }));
  const known = new Set(states.map((state) => state.id));
  const others = places.filter((place) => place.kind === 'city' && !known.has(place.stateId));
  if (others.length > 0) groups.push({ id: 'other-places', label: otherPlaces, places: others });
  return groups;
}

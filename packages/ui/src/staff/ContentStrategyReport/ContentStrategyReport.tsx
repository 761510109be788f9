import clsx from 'clsx';
import { useId, useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Heading } from '../../primitives/Heading/Heading';
import { Link } from '../../primitives/Link/Link';
import { Text } from '../../primitives/Text/Text';
import { count } from '../format';
import { priorityLooks, StatusBadge } from '../StatusBadge';
import * as staff from '../staff.css';
import type { ContentStrategy, ContentStrategyGap, ContentStrategyPlace } from '../types';
import * as styles from './ContentStrategyReport.css';

export interface ContentStrategyReportProps {
  /** Topics x places, what covers each, and the gaps most valuable first (`contentStrategy()`). */
  strategy: ContentStrategy;
  /** How many gaps show before "Show all gaps" (default 10). */
  gapsShown?: number;
}

interface StateGroup {
  id: string;
  label: string;
  /** The state itself (when it is a place) and then its cities. */
  places: ContentStrategyPlace[];
}

/** One group per state, in the order of `places`; cities of an unknown state go to a last "Other places" group. */
export function groupByState(places: ReadonlyArray<ContentStrategyPlace>): StateGroup[] {
  const states = places.filter((place) => place.kind === 'state');
  const groups: StateGroup[] = states.map((state) => ({
    id: state.id,
    label: state.label,
    places: [state, ...places.filter((place) => place.kind === 'city' && place.stateId === state.id)],
  }));
  const known = new Set(states.map((state) => state.id));
  const others = places.filter((place) => place.kind === 'city' && !known.has(place.stateId));
  if (others.length > 0) groups.push({ id: 'other-places', label: 'Other places', places: others });
  return groups;
}

/**
 * The content strategy: which topics each state and city already has pages or posts for, and the gaps worth
 * writing next with a suggested title and why.
 */
export function ContentStrategyReport({ strategy, gapsShown = 10 }: ContentStrategyReportProps) {
  const baseId = useId();
  const [allGaps, setAllGaps] = useState(false);
  const topicLabel = (id: string) => strategy.topics.find((topic) => topic.id === id)?.label ?? id;
  const place = (id: string) => strategy.places.find((candidate) => candidate.id === id);
  const placeLabel = (id: string) => {
    const found = place(id);
    if (!found) return id;
    if (found.kind === 'state') return `${found.label} (state)`;
    const state = place(found.stateId);
    return state ? `${found.label}, ${state.label}` : found.label;
  };
  const gapOf = (topicId: string, placeId: string): ContentStrategyGap | undefined =>
    strategy.gaps.find((gap) => gap.topicId === topicId && gap.placeId === placeId);
  const covered = (topicId: string, placeId: string) =>
    strategy.cells.find((cell) => cell.topicId === topicId && cell.placeId === placeId)?.covered ?? [];

  const byPriority = (priority: ContentStrategyGap['priority']) =>
    strategy.gaps.filter((gap) => gap.priority === priority).length;
  const visibleGaps = allGaps ? strategy.gaps : strategy.gaps.slice(0, gapsShown);
  const hidden = strategy.gaps.length - visibleGaps.length;
  const gapsListId = `${baseId}-gaps`;

  return (
    <div className={staff.root}>
      <section className={styles.part} aria-labelledby={`${baseId}-gaps-heading`}>
        <Heading level={2} id={`${baseId}-gaps-heading`}>
          Gaps to fill first
        </Heading>
        {strategy.gaps.length === 0 ? (
          <Text>No gaps: every topic has a page or post in every place.</Text>
        ) : (
          <>
            <Text>
              {`${count(strategy.gaps.length, 'gap', 'gaps')}: ${byPriority('high')} high, ${byPriority('medium')} medium and ${byPriority('low')} low priority. The most valuable come first.`}
            </Text>
            <ol id={gapsListId} className={styles.gaps}>
              {visibleGaps.map((gap) => (
                <li key={`${gap.topicId}-${gap.placeId}`} className={styles.gap}>
                  <StatusBadge look={priorityLooks[gap.priority]} />
                  <p className={styles.gapTitle}>{gap.suggestedTitle}</p>
                  <p className={styles.gapWhere}>
                    {`${topicLabel(gap.topicId)} in ${placeLabel(gap.placeId)}`}
                  </p>
                  <p className={styles.gapReason}>{gap.reason}</p>
                </li>
              ))}
            </ol>
            {strategy.gaps.length > gapsShown ? (
              <div className={staff.actions}>
                <Button
                  variant="outline"
                  aria-expanded={allGaps}
                  aria-controls={gapsListId}
                  onClick={() => setAllGaps((current) => !current)}
                >
                  {allGaps
                    ? `Show only the first ${gapsShown}`
                    : `Show all ${strategy.gaps.length} gaps (${hidden} more)`}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>

      <section className={styles.part} aria-labelledby={`${baseId}-coverage-heading`}>
        <Heading level={2} id={`${baseId}-coverage-heading`}>
          Coverage by state and city
        </Heading>
        <Text>
          Each cell lists the pages and posts that cover a topic in a place. “Gap” means there is none yet.
        </Text>
        {groupByState(strategy.places).map((group) => {
          const cells = group.places.length * strategy.topics.length;
          const gapCount = group.places.reduce(
            (sum, where) =>
              sum + strategy.topics.filter((topic) => covered(topic.id, where.id).length === 0).length,
            0,
          );
          const headingId = `${baseId}-state-${group.id}`;
          const cities = group.places.filter((where) => where.kind === 'city').length;
          return (
            <section key={group.id} className={styles.state} aria-labelledby={headingId}>
              <Heading level={3} id={headingId}>
                {group.label}
              </Heading>
              <Text tone="muted">{`${count(gapCount, 'gap', 'gaps')} in ${count(cells, 'cell', 'cells')}.`}</Text>
              <div
                className={staff.tableRegion}
                role="region"
                aria-label={`${group.label} coverage table`}
                // Scrolls sideways on phones, so it takes keyboard focus (WCAG 2.1.1).
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
              >
                <table className={staff.table}>
                  <caption className={staff.caption}>
                    {group.id === 'other-places'
                      ? 'Other places, by topic'
                      : `${group.label} and ${count(cities, 'city', 'cities')}, by topic`}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" className={staff.th}>
                        Place
                      </th>
                      {strategy.topics.map((topic) => (
                        <th key={topic.id} scope="col" className={clsx(staff.th, styles.topicCell)}>
                          {topic.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {group.places.map((where) => (
                      <tr key={where.id}>
                        <th scope="row" className={staff.rowHeader}>
                          {where.label}
                          <span className={styles.placeKind}>
                            {where.kind === 'state' ? 'State' : 'City'}
                          </span>
                        </th>
                        {strategy.topics.map((topic) => {
                          const pages = covered(topic.id, where.id);
                          const gap = gapOf(topic.id, where.id);
                          return (
                            <td key={topic.id} className={staff.td}>
                              {pages.length > 0 ? (
                                <ul className={styles.links}>
                                  {pages.map((page) => (
                                    <li key={page.url}>
                                      <Link href={page.url} className={styles.link}>
                                        {page.title}
                                      </Link>
                                    </li>
                                  ))}
                                </ul>
                              ) : (
                                <span className={styles.empty}>
                                  Gap
                                  {gap ? (
                                    <>
                                      {' '}
                                      <span className={styles.emptyPriority}>
                                        {priorityLooks[gap.priority].word}
                                      </span>
                                    </>
                                  ) : null}
                                </span>
                              )}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          );
        })}
      </section>
    </div>
  );
}

// The content strategy: which topics each place the agency serves already has a post or page about, and which gaps to
// write next.
//
// Cells: every topic (the topics collection) × every place (each service-area state, then each city of the cities
// collection). A post or page covers a cell when it clearly concerns both:
// - the topic: one of the topic's terms appears in its address, title, tags or headings (whole words; hyphens count
//   as spaces, so the tag "part-d" matches "part d");
// - the place: for a city, the page is that city's own page (/service-areas/{state}/{city} or /aep/{city}), or its
//   title, address or tags name the city (with its state when several states have a city of that name); for a state,
//   its title, address or tags name the state and no city. A state-level page covers the state, not its cities.
// The site's own place pages take part with the sections they show: a state page (/service-areas/{state}) and a city
// page (/service-areas/{state}/{city}) carry the state's Medigap rules; an AEP page (/aep/{city}) is about the Annual
// Enrollment Period. Every post given counts (`pnpm content:check` and the tests give them all, drafts and scheduled
// ones included, as they are already being written; the site's staff page gives the published ones).
//
// Gaps, most valuable first: high for a state (every page of the state would link to it), medium for a city with an
// AEP page (a city we already promote), low for any other city; within a priority, places in display order (states
// as listed, then cities by state), then topics in the order of the topics collection.
import {
  aepPageData,
  citiesData,
  fillTokens,
  getPages,
  getTokenValues,
  sectionsData,
  serviceAreasData,
  topicsData,
  type PostSource,
} from '@agency/content/editorial';
import { headingsOf } from './markdown';

export interface ContentStrategy {
  topics: Array<{ id: string; label: string }>;
  places: Array<{ id: string; label: string; kind: 'state' | 'city'; stateId: string }>;
  /** One cell per topic × place: the posts and pages that cover it (url + title); empty = gap. */
  cells: Array<{ topicId: string; placeId: string; covered: Array<{ url: string; title: string }> }>;
  /** The gaps, most valuable first, each with a suggested title. */
  gaps: Array<{
    topicId: string;
    placeId: string;
    priority: GapPriority;
    suggestedTitle: string;
    reason: string;
  }>;
}

export type GapPriority = 'high' | 'medium' | 'low';

/** A post or page, as the strategy reads it. */
export interface StrategyDocument {
  url: string;
  title: string;
  tags?: ReadonlyArray<string>;
  headings?: ReadonlyArray<string>;
}

/** What the strategy is worked out from; `defaultStrategyContext(posts)` gives the content package's own. */
export interface StrategyContext {
  topics: ReadonlyArray<{ id: string; label: string; terms: ReadonlyArray<string>; suggestedTitle: string }>;
  states: ReadonlyArray<{ slug: string; name: string }>;
  cities: ReadonlyArray<{ id: string; slug: string; name: string; stateId: string; aep: boolean }>;
  documents: ReadonlyArray<StrategyDocument>;
}

/** " medigap plan g in alabama " : lowercase words between single spaces, for whole-word matching. */
function words(...texts: ReadonlyArray<string>): string {
  const joined = texts
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${joined} `;
}

const names = (haystack: string, phrase: string) => haystack.includes(words(phrase));

/** The given posts (as written in their files) and the content package's pages, with the site's state, city and AEP pages. */
export function defaultStrategyContext(posts: ReadonlyArray<PostSource>): StrategyContext {
  const tokens = getTokenValues();
  const places = sectionsData.places;
  const stateName = new Map(serviceAreasData.map((area) => [area.slug, area.name]));
  const aepHeadings = Object.entries(aepPageData.headings)
    .filter(([key]) => key !== 'title')
    .map(([, heading]) => heading);
  const documents: StrategyDocument[] = [
    ...posts.map((post) => ({
      url: `/blog/${post.slug}`,
      title: fillTokens(post.title, tokens),
      tags: post.tags,
      headings: headingsOf(fillTokens(post.body, tokens)).map((heading) => heading.text),
    })),
    ...getPages().map((page) => ({
      url: page.path,
      title: page.title,
      headings: page.sections.map((section) => section.heading),
    })),
    ...serviceAreasData.map((area) => ({
      url: `/service-areas/${area.slug}`,
      title: fillTokens(places.stateTitle, { state: area.name }),
      headings: [area.name, `Medigap rules in ${area.name}`],
    })),
    ...citiesData.flatMap((city) => {
      const tokens = {
        city: city.name,
        state: stateName.get(city.stateId) ?? city.stateId,
        county: city.county,
      };
      const cityPage = {
        url: `/service-areas/${city.stateId}/${city.slug}`,
        title: fillTokens(places.cityTitle, tokens),
        headings: [fillTokens(places.cityBodyHeading, tokens), `Medigap rules in ${tokens.state}`],
      };
      const aepPage = {
        url: `/aep/${city.slug}`,
        title: fillTokens(aepPageData.headings.title, tokens),
        headings: aepHeadings,
      };
      return city.aep ? [cityPage, aepPage] : [cityPage];
    }),
  ];
  return { topics: topicsData, states: serviceAreasData, cities: citiesData, documents };
}

/** The city whose own page a URL is, by the site's city route families (routes.ts). */
function cityOfPage(url: string, cities: StrategyContext['cities']): string | undefined {
  const path = url.split(/[?#]/)[0]!;
  const match =
    /^\/service-areas\/([a-z0-9-]+)\/([a-z0-9-]+)$/.exec(path) ??
    /^\/(medicare-service-areas|medicare-service-areas-georgia|aep)\/([a-z0-9-]+)$/.exec(path);
  if (!match) return undefined;
  const [, family, slug] = match;
  const stateId =
    family === 'medicare-service-areas'
      ? 'alabama'
      : family === 'medicare-service-areas-georgia'
        ? 'georgia'
        : family;
  const city =
    family === 'aep'
      ? cities.find((candidate) => candidate.aep && candidate.slug === slug)
      : cities.find((candidate) => candidate.stateId === stateId && candidate.slug === slug);
  return city?.id;
}

/** The places a document is about: a city's own page, else the cities it names, else the states it names. */
function placesOf(document: StrategyDocument, context: StrategyContext): string[] {
  const ownCity = cityOfPage(document.url, context.cities);
  if (ownCity) return [ownCity];
  const text = words(document.url, document.title, ...(document.tags ?? []));
  const stateNamed = (stateId: string) => {
    const state = context.states.find((candidate) => candidate.slug === stateId);
    return state !== undefined && names(text, state.name);
  };
  const cities = context.cities.filter((city) => {
    if (!names(text, city.name)) return false;
    const sameName = context.cities.filter((other) => other.name === city.name);
    return sameName.length === 1 || stateNamed(city.stateId);
  });
  if (cities.length > 0) return cities.map((city) => city.id);
  return context.states.filter((state) => names(text, state.name)).map((state) => state.slug);
}

/** The topics a document is about: a term of the topic in its address, title, tags or headings. */
function topicsOf(document: StrategyDocument, context: StrategyContext): string[] {
  const text = words(document.url, document.title, ...(document.tags ?? []), ...(document.headings ?? []));
  return context.topics
    .filter((topic) => topic.terms.some((term) => names(text, term)))
    .map((topic) => topic.id);
}

const priorityRank: Record<GapPriority, number> = { high: 0, medium: 1, low: 2 };

/** Topics × places, what covers each, and the gaps in priority order (see the rules at the top of this file). */
export function contentStrategy(context: StrategyContext): ContentStrategy {
  const stateName = new Map(context.states.map((state) => [state.slug, state.name]));
  const places = [
    ...context.states.map((state) => ({
      id: state.slug,
      label: state.name,
      kind: 'state' as const,
      stateId: state.slug,
      aep: false,
    })),
    ...context.states.flatMap((state) =>
      context.cities
        .filter((city) => city.stateId === state.slug)
        .map((city) => ({
          id: city.id,
          label: `${city.name}, ${stateName.get(city.stateId)}`,
          kind: 'city' as const,
          stateId: city.stateId,
          aep: city.aep,
        })),
    ),
  ];
  const coverage = context.documents.map((document) => ({
    document,
    places: new Set(placesOf(document, context)),
    topics: new Set(topicsOf(document, context)),
  }));
  const cells: ContentStrategy['cells'] = [];
  const gaps: Array<ContentStrategy['gaps'][number] & { rank: [number, number, number] }> = [];
  places.forEach((place, placeIndex) => {
    context.topics.forEach((topic, topicIndex) => {
      const covered = coverage
        .filter((entry) => entry.places.has(place.id) && entry.topics.has(topic.id))
        .map(({ document }) => ({ url: document.url, title: document.title }));
      cells.push({ topicId: topic.id, placeId: place.id, covered });
      if (covered.length > 0) return;
      const priority: GapPriority = place.kind === 'state' ? 'high' : place.aep ? 'medium' : 'low';
      const reason =
        priority === 'high'
          ? `${place.label} is a state we serve, and no post or page covers ${topic.label} there.`
          : priority === 'medium'
            ? `${place.label} has an Annual Enrollment page, but nothing covers ${topic.label} there yet.`
            : `No post or page covers ${topic.label} in ${place.label} yet.`;
      gaps.push({
        topicId: topic.id,
        placeId: place.id,
        priority,
        suggestedTitle: fillTokens(topic.suggestedTitle, { place: place.label }),
        reason,
        rank: [priorityRank[priority], placeIndex, topicIndex],
      });
    });
  });
  gaps.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.rank[2] - b.rank[2]);
  return {
    topics: context.topics.map(({ id, label }) => ({ id, label })),
    places: places.map(({ id, label, kind, stateId }) => ({ id, label, kind, stateId })),
    cells,
    gaps: gaps.map(({ rank: _rank, ...gap }) => gap),
  };
}

// The islands: the only parts of a visitor's page that run code (docs/adr/0013). Everything else is the prerendered
// HTML, which no script renders, replaces or removes. Each island names the code that hydrates it and when it loads.
import type { ComponentType } from 'react';

export interface IslandSpec {
  /**
   * When the code loads. 'idle': once the page has painted and the browser has a quiet moment (parts on the first
   * screen that work as plain HTML meanwhile: the header's links, the call bar). 'visible': as the part nears the
   * window. Either way, pointing at, touching or tabbing into the part loads it at once.
   */
  when: 'idle' | 'visible';
  /** Loads the component, in the browser. */
  load: () => Promise<ComponentType<never>>;
  /** Nothing to prerender: the part shows nothing until it runs (a popup waiting for its trigger). */
  browserOnly?: boolean;
}

export const islands = {
  header: {
    when: 'idle',
    load: () => import('../components/SiteHeader').then((module) => module.SiteHeader),
  },
  'page-actions': {
    when: 'idle',
    load: () => import('../components/PageActions').then((module) => module.PageActions),
  },
  contact: {
    when: 'visible',
    load: () => import('../components/ContactSection').then((module) => module.ContactSection),
  },
  footer: {
    when: 'visible',
    load: () => import('../components/SiteFooterSection').then((module) => module.SiteFooterSection),
  },
  hero: {
    when: 'idle',
    load: () => import('../components/HomeHero').then((module) => module.HomeHero),
  },
  'exit-intent': {
    when: 'idle',
    browserOnly: true,
    load: () => import('../components/HomeExitIntent').then((module) => module.HomeExitIntent),
  },
  video: {
    when: 'visible',
    load: () => import('../components/AepVideo').then((module) => module.AepVideo),
  },
  booking: {
    when: 'visible',
    load: () => import('../components/BookingFacade').then((module) => module.BookingFacade),
  },
  'checklist-tool': {
    when: 'visible',
    load: () => import('../components/ChecklistTool').then((module) => module.ChecklistTool),
  },
  'comparison-tool': {
    when: 'visible',
    load: () => import('../components/ComparisonTool').then((module) => module.ComparisonTool),
  },
  'timeline-tool': {
    when: 'visible',
    load: () => import('../components/TimelineTool').then((module) => module.TimelineTool),
  },
  'irmaa-tool': {
    when: 'visible',
    load: () => import('../components/IrmaaTool').then((module) => module.IrmaaTool),
  },
} satisfies Record<string, IslandSpec>;

export type IslandId = keyof typeof islands;

export function isIslandId(id: string): id is IslandId {
  return Object.hasOwn(islands, id);
}

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

type ComponentModule<Name extends string> = Record<Name, ComponentType<never>>;

/** A part whose code loads once the page has painted and the browser has a quiet moment (its export `name`). */
function idle<Name extends string>(module: () => Promise<ComponentModule<Name>>, name: Name): IslandSpec {
  return { when: 'idle', load: () => module().then((loaded) => loaded[name]) };
}

/** A part whose code loads as it nears the window (its export `name`). */
function visible<Name extends string>(module: () => Promise<ComponentModule<Name>>, name: Name): IslandSpec {
  return { when: 'visible', load: () => module().then((loaded) => loaded[name]) };
}

/** An 'idle' part with nothing to prerender. */
function browserOnly<Name extends string>(
  module: () => Promise<ComponentModule<Name>>,
  name: Name,
): IslandSpec {
  return { ...idle(module, name), browserOnly: true };
}

export const islands = {
  header: idle(() => import('../components/SiteHeader'), 'SiteHeader'),
  'page-actions': idle(() => import('../components/PageActions'), 'PageActions'),
  contact: visible(() => import('../components/ContactSection'), 'ContactSection'),
  footer: visible(() => import('../components/SiteFooterSection'), 'SiteFooterSection'),
  hero: idle(() => import('../components/HomeHero'), 'HomeHero'),
  'exit-intent': browserOnly(() => import('../components/HomeExitIntent'), 'HomeExitIntent'),
  video: visible(() => import('../components/AepVideo'), 'AepVideo'),
  booking: visible(() => import('../components/BookingFacade'), 'BookingFacade'),
  'checklist-tool': visible(() => import('../components/ChecklistTool'), 'ChecklistTool'),
  'comparison-tool': visible(() => import('../components/ComparisonTool'), 'ComparisonTool'),
  'timeline-tool': visible(() => import('../components/TimelineTool'), 'TimelineTool'),
  'irmaa-tool': visible(() => import('../components/IrmaaTool'), 'IrmaaTool'),
} satisfies Record<string, IslandSpec>;

export type IslandId = keyof typeof islands;

export function isIslandId(id: string): id is IslandId {
  return Object.hasOwn(islands, id);
}

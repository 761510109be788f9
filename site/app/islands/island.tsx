// The island component the routes place on a page: it prerenders the part as its own React root (with the page's
// shell copy and its own id prefix) and writes its props beside it as JSON, for islands/client.tsx to hydrate.
import { sprinkles } from '@agency/ui';
import { memo, useLayoutEffect, useRef, type ComponentType, type JSX } from 'react';
import { usePagePath, useShell } from '../lib/shell';
import { islandAttribute, islandPropsAttribute } from './attributes';
import { IslandFrame, islandIdPrefix, jsonForScript } from './frame';
import { islands, type IslandId } from './registry';

// React's server renderer, for prerendering only: the browser build drops it (import.meta.env.SSR is false there).
const reactServer = import.meta.env.SSR ? await import('react-dom/server') : undefined;

// An 'idle' part may hold a sticky header: its wrapper stays out of the layout, so the header sticks to the page.
const contents = sprinkles({ display: 'contents' });

/**
 * Makes the component `server` (the same component the registry loads in the browser; pass
 * `import.meta.env.SSR ? X : undefined`, so browser bundles leave it out) an island named `id`. Its props must be
 * plain data (JSON): loader data, never functions or values made in render.
 */
export function island<P extends object>(
  id: IslandId,
  server: ComponentType<P> | undefined,
): (props: P) => JSX.Element {
  const className = islands[id].when === 'idle' ? contents : undefined;
  const browserOnly = 'browserOnly' in islands[id] && islands[id].browserOnly;

  function PrerenderedIsland(props: P) {
    const page = { shell: useShell(), path: usePagePath() };
    const html =
      server && !browserOnly && reactServer
        ? reactServer.renderToString(
            <IslandFrame page={page}>{createElementOf(server, props)}</IslandFrame>,
            { identifierPrefix: islandIdPrefix(id) },
          )
        : '';
    return (
      <>
        <div
          {...{ [islandAttribute]: id }}
          className={className}
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {hasProps(props) && (
          <script
            type="application/json"
            {...{ [islandPropsAttribute]: id }}
            dangerouslySetInnerHTML={{ __html: jsonForScript(props) }}
          />
        )}
      </>
    );
  }

  /**
   * In the staff pages' client app: React keeps the prerendered HTML inside (it never patches
   * `dangerouslySetInnerHTML` when hydrating, and the empty string never changes), and the island starts as its own
   * root, as on every other page. After a client-side navigation it renders into the empty wrapper.
   */
  function BrowserIsland(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const page = { shell: useShell(), path: usePagePath() };
    const latest = useRef({ props, page });
    useLayoutEffect(() => {
      const element = box.current;
      if (!element) return;
      void import('./start').then(({ startIsland }) =>
        startIsland(element, id, latest.current.props, latest.current.page),
      );
    }, []);
    return (
      <>
        <div
          ref={box}
          {...{ [islandAttribute]: id }}
          className={className}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: '' }}
        />
        {hasProps(props) && (
          <script
            type="application/json"
            {...{ [islandPropsAttribute]: id }}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: '' }}
          />
        )}
      </>
    );
  }

  return memo(import.meta.env.SSR ? PrerenderedIsland : BrowserIsland) as unknown as (
    props: P,
  ) => JSX.Element;
}

/** An island without props (most read the shell copy only) writes no JSON beside it: the browser starts it with `{}`. */
function hasProps(props: object): boolean {
  return Object.keys(props).length > 0;
}

function createElementOf<P extends object>(Component: ComponentType<P>, props: P) {
  return <Component {...props} />;
}

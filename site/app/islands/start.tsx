// Starts one island in the browser: waits for its moment (idle, or near the window), loads its code, and hydrates
// its prerendered HTML as a React root of its own (or renders it, when it has none). No other root or router ever
// renders over it, so nothing a script does elsewhere can take its HTML off the page.
import { startTransition, useEffect, useEffectEvent, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { IslandFrame, islandIdPrefix, type IslandPage } from './frame';
import { islands, type IslandId } from './registry';

const intents = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * Until the island has hydrated, its links and native controls work as plain HTML; a press on one of its plain
 * buttons (`type="button"`, which does nothing without code: a menu, the chat button) starts the load and is
 * repeated once the island has hydrated, so the visitor's first tap is answered a moment later, not lost.
 */
export function startIsland(element: HTMLElement, id: IslandId, props: object, page: IslandPage): void {
  const spec = islands[id];
  const prerendered = element.hasChildNodes();
  let started = false;
  let pendingPress: HTMLButtonElement | null = null;

  const onPress = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type === 'button' && element.contains(button)) pendingPress = button;
  };
  const onIntent = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) start();
  };
  const observer =
    spec.when === 'visible' && typeof IntersectionObserver !== 'undefined'
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
          rootMargin: '50% 0px',
        })
      : null;
  let cancelIdle = () => {};

  function stopWatching() {
    observer?.disconnect();
    cancelIdle();
    for (const type of intents) window.removeEventListener(type, onIntent, true);
  }

  function start() {
    if (started) return;
    started = true;
    stopWatching();
    spec.load().then(
      (Component) => mount(Component as ComponentType<object>),
      (error: unknown) => {
        // Offline, or the files changed under a long-open page: the prerendered HTML stays, and works, as it is.
        window.removeEventListener('click', onPress, true);
        console.error(`The page's part "${id}" could not load its code.`, error);
      },
    );
  }

  function mount(Component: ComponentType<object>) {
    const onHydrated = () => {
      // For whoever needs to know (the end-to-end tests): this part runs now.
      element.setAttribute('data-island-hydrated', '');
      window.removeEventListener('click', onPress, true);
      const button = pendingPress;
      pendingPress = null;
      if (button?.isConnected && !button.disabled) button.click();
    };
    // Hydrated wraps the part, never stands beside it: a sibling would make the frame's children a list, and React's
    // ids (useId: a label's `for`, `aria-describedby`) would then differ from the prerendered ones, which have no
    // sibling there. A wrapper with one child leaves every id as the server made it.
    const tree = (
      <IslandFrame page={page}>
        <Hydrated onHydrated={onHydrated}>
          <Component {...props} />
        </Hydrated>
      </IslandFrame>
    );
    const options = { identifierPrefix: islandIdPrefix(id) };
    // As a transition, the work is done in slices that give way to the browser every few milliseconds (a plain
    // hydration is one task, however long), so a tap or a scroll on a slow phone is never held up behind it; the
    // HTML stays on the page meanwhile.
    startTransition(() => {
      if (prerendered) hydrateRoot(element, tree, options);
      else createRoot(element, options).render(tree);
    });
  }

  // A press made before any island code had arrived (kept by the page's loader, islands/page-scripts.tsx).
  const early = (window as { __islandPress?: HTMLButtonElement }).__islandPress;
  if (early && element.contains(early)) {
    pendingPress = early;
    (window as { __islandPress?: HTMLButtonElement }).__islandPress = undefined;
    queueMicrotask(start);
  }

  if (!prerendered) {
    // Nothing on the page to keep: it renders once the page is idle.
    cancelIdle = whenIdle(start);
    return;
  }
  window.addEventListener('click', onPress, true);
  for (const type of intents) window.addEventListener(type, onIntent, true);
  if (observer) observer.observe(element.firstElementChild ?? element);
  else cancelIdle = whenIdle(start);
}

/** Renders its one child as it is; tells its owner once the island has hydrated (or rendered). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  const callback = useEffectEvent(onHydrated);
  useEffect(() => callback(), []);
  return children;
}

/** Runs `task` once the browser is idle (soon after, where it has no idle callbacks); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 500);
  return () => window.clearTimeout(timer);
}

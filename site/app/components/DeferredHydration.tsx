import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useEffectEvent,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';

export interface DeferHydrationOptions<P> {
  /** Names the part in the page's HTML (`data-deferred`), e.g. "home-sections"; unique per page. */
  id: string;
  /** Loads the component's code in the browser: `() => import('./X').then((module) => module.X)`. */
  load: () => Promise<ComponentType<P>>;
  /**
   * The same component for prerendering: `import.meta.env.SSR ? X : undefined`. The condition is fixed at build
   * time, so the browser bundle drops this import and keeps only `load`.
   */
  server: ComponentType<P> | undefined;
  /**
   * When the code loads. 'visible' (default): as the part nears the window (on the first screen, at once). 'idle':
   * once the page is up and the browser has a quiet moment, wherever the part is: for parts on the first screen
   * that work as plain HTML meanwhile (the header, the hero, the call bar), so their code is not part of the first
   * load. Either way, pointing at, touching or tabbing into the part loads it at once.
   */
  when?: 'visible' | 'idle';
  /** How far ahead of the window the code starts loading ('visible'), as an IntersectionObserver rootMargin. */
  margin?: string;
}

export type DeferredComponent<P> = ((props: P) => JSX.Element | null) & {
  /** Starts loading the code now (a client-side navigation to a page that shows it). */
  preload: () => Promise<unknown>;
};

/**
 * Deferred hydration for a part of a prerendered page that works without JavaScript (links, anchors, native
 * disclosures): its HTML is in the page from the start, but its code is not part of the page's first load. The code
 * loads when the part comes near the window (or is on the first screen already), or when the visitor points at,
 * touches or tabs into it; React then hydrates it in place (a Suspense boundary keeps the prerendered HTML until
 * then), so nothing flashes or moves. On a client-side navigation it loads at once. The page's first load keeps
 * to what is needed to paint and to interact with the top of the page.
 *
 * Until it has hydrated, the part's links and native controls work as plain HTML and React ignores presses on it
 * (a press starts the load). A press on a plain button (`type="button"`, which does nothing without its code: a
 * menu or chat button) is remembered and repeated once the part has hydrated, so the visitor's first tap is not
 * lost, only answered a moment later. The browser keeps what was ticked or typed meanwhile; Checkbox hands an early
 * tick to its owner, other fields' owners see an early edit only when it is changed again.
 *
 * Give it props that keep their identity (loader data, nothing made in render): it is memoized, because a
 * re-render with new props before its code has arrived would make React drop the prerendered HTML.
 */
export function deferHydration<P extends object>({
  id,
  load,
  server,
  when = 'visible',
  margin = '50% 0px',
}: DeferHydrationOptions<P>): DeferredComponent<P> {
  let requested: Promise<ComponentType<P>> | null = null;
  // The code has arrived: from then on React can hydrate the part at once when it is pressed.
  let loaded = false;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const preload = () => {
    release();
    requested ??= load();
    return requested;
  };
  // This module runs before the prerendered page hydrates: a part that is already on the first screen starts
  // loading now, alongside the page's own code, so it is ready about when the page is.
  if (when === 'visible' && typeof document !== 'undefined') {
    const prerendered = document.querySelector(`[data-deferred="${id}"]`);
    if (prerendered && prerendered.getBoundingClientRect().top < window.innerHeight)
      void preload().catch(() => {});
  }
  const Lazy = lazy(async () => {
    await released;
    try {
      const component = await preload();
      loaded = true;
      return { default: component };
    } catch (error) {
      // Offline, or the files changed under a long-open page: the prerendered HTML stays, and works, unhydrated.
      console.error('A part of the page could not load its code.', error);
      return new Promise<never>(() => {});
    }
  });

  function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // The last plain button pressed before the part hydrated (see below).
    const pendingPress = useRef<HTMLButtonElement | null>(null);
    const stopPresses = useRef<() => void>(() => {});

    useEffect(() => {
      const element = box.current;
      // Empty: rendered in the browser (a client-side navigation), not hydrated from prerendered HTML. Or a browser
      // that cannot tell when the part nears the window.
      if (!element?.hasChildNodes() || (when === 'visible' && typeof IntersectionObserver === 'undefined')) {
        release();
        return;
      }
      const start = () => {
        stop();
        release();
      };
      const observer =
        when === 'visible'
          ? new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) start();
              },
              { rootMargin: margin },
            )
          : null;
      const cancelIdle = when === 'idle' ? whenIdle(start) : () => {};
      // Listened for on the window, in the capture phase: React stops events aimed at a part it has not hydrated
      // yet from travelling further, at the document.
      const onIntent = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) start();
      };
      const intents = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;
      function stop() {
        observer?.disconnect();
        cancelIdle();
        for (const type of intents) window.removeEventListener(type, onIntent, true);
      }
      observer?.observe(element);
      for (const type of intents) window.addEventListener(type, onIntent, true);
      return stop;
    }, []);

    // Until the part has hydrated, a press on one of its plain buttons is kept and repeated once it has. Once the
    // code has arrived, React hydrates the part during a press and handles the press itself.
    useEffect(() => {
      const element = box.current;
      if (!element?.hasChildNodes()) return;
      const onPress = (event: MouseEvent) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (loaded || !button || button.type !== 'button' || !element.contains(button)) return;
        pendingPress.current = button;
      };
      window.addEventListener('click', onPress, true);
      stopPresses.current = () => window.removeEventListener('click', onPress, true);
      return stopPresses.current;
    }, []);
    const onHydrated = () => {
      stopPresses.current();
      const button = pendingPress.current;
      pendingPress.current = null;
      if (button?.isConnected && !button.disabled) button.click();
    };

    const Component = server ?? Lazy;
    return (
      <div ref={box} data-deferred={id} style={when === 'idle' ? contents : undefined}>
        <Suspense fallback={null}>
          <Component {...props} />
          <Hydrated onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  }

  return Object.assign(memo(Deferred) as unknown as (props: P) => JSX.Element, { preload });
}

/** Renders nothing; tells its Suspense boundary's owner when that boundary has hydrated (or rendered). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  const callback = useEffectEvent(onHydrated);
  useEffect(() => callback(), []);
  return null;
}

// An 'idle' part may hold a sticky header: its wrapper stays out of the layout, so the header sticks to the page.
const contents = { display: 'contents' } as const;

/** Runs `task` once the browser is idle (soon after, where it has no idle callbacks); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 500);
  return () => window.clearTimeout(timer);
}

const subscribeNever = () => () => {};

/**
 * Renders its children only in the browser, once the page has hydrated (and on client-side renders): for parts
 * that show nothing at first, such as a popup waiting for its trigger, whose code need not be in the first load.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return hydrated ? children : null;
}

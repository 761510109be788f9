import {
  lazy,
  memo,
  Suspense,
  useEffect,
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
  /** How far ahead of the window the code starts loading, as an IntersectionObserver rootMargin. */
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
 * (a press starts the load). The browser keeps what was ticked or typed meanwhile; Checkbox hands an early tick to
 * its owner, other fields' owners see an early edit only when it is changed again. So defer parts whose controls
 * are rarely used within the first moment, and keep the first screen's controls in the first load.
 *
 * Give it props that keep their identity (loader data, nothing made in render): it is memoized, because a
 * re-render with new props before its code has arrived would make React drop the prerendered HTML.
 */
export function deferHydration<P extends object>({
  id,
  load,
  server,
  margin = '50% 0px',
}: DeferHydrationOptions<P>): DeferredComponent<P> {
  let requested: Promise<ComponentType<P>> | null = null;
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
  if (typeof document !== 'undefined') {
    const prerendered = document.querySelector(`[data-deferred="${id}"]`);
    if (prerendered && prerendered.getBoundingClientRect().top < window.innerHeight)
      void preload().catch(() => {});
  }
  const Lazy = lazy(async () => {
    await released;
    try {
      return { default: await preload() };
    } catch (error) {
      // Offline, or the files changed under a long-open page: the prerendered HTML stays, and works, unhydrated.
      console.error('A part of the page could not load its code.', error);
      return new Promise<never>(() => {});
    }
  });

  function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null);

    useEffect(() => {
      const element = box.current;
      // Empty: rendered in the browser (a client-side navigation), not hydrated from prerendered HTML.
      if (!element?.hasChildNodes() || typeof IntersectionObserver === 'undefined') {
        release();
        return;
      }
      const start = () => {
        stop();
        release();
      };
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        { rootMargin: margin },
      );
      // Listened for on the window, in the capture phase: React stops events aimed at a part it has not hydrated
      // yet from travelling further, at the document.
      const onIntent = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) start();
      };
      const intents = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;
      function stop() {
        observer.disconnect();
        for (const type of intents) window.removeEventListener(type, onIntent, true);
      }
      observer.observe(element);
      for (const type of intents) window.addEventListener(type, onIntent, true);
      return stop;
    }, []);

    const Component = server ?? Lazy;
    return (
      <div ref={box} data-deferred={id}>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </div>
    );
  }

  return Object.assign(memo(Deferred) as unknown as (props: P) => JSX.Element, { preload });
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

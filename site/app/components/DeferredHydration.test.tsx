import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterHydration, deferHydration } from './DeferredHydration';

/** A part with state: its button counts presses once it has hydrated. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label}: ${count}`}
    </button>
  );
}

/** IntersectionObserver stand-in: tests say when the observed part comes into view. */
class FakeObserver {
  static last: FakeObserver | null = null;
  elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  show() {
    const entries = this.elements.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

/** Prerenders `part` into a fresh container, as the build does, and returns it (not yet hydrated). */
function prerendered(id: string, label: string) {
  const Server = deferHydration({ id, load: () => Promise.resolve(Counter), server: Counter });
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Server label={label} />);
  document.body.append(container);
  return container;
}

describe('deferHydration', () => {
  let root: Root | null = null;

  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('should keep the prerendered HTML and load nothing until the part nears the window', async () => {
    // Defined before its HTML is in the page: for this module, the part is not on the first screen.
    const load = vi.fn(() => Promise.resolve(Counter));
    const Part = deferHydration({ id: 'part-a', load, server: undefined });
    const container = prerendered('part-a', 'Presses');
    await act(async () => {
      root = hydrateRoot(container, <Part label="Presses" />);
    });
    expect(screen.getByRole('button', { name: 'Presses: 0' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    // Not hydrated yet: a press does nothing for now (it is answered once the part has hydrated).
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Presses: 0');

    await act(async () => FakeObserver.last!.show());
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByRole('button')).toHaveTextContent('Presses: 1');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Presses: 2');
    expect(container.querySelector('[data-deferred="part-a"]')).not.toBeNull();
  });

  it('should load when the visitor tabs into or points at the part first', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const Part = deferHydration({ id: 'part-b', load, server: undefined });
    const container = prerendered('part-b', 'Tabbed');
    await act(async () => {
      root = hydrateRoot(container, <Part label="Tabbed" />);
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.focusIn(screen.getByRole('button'));
    });
    expect(load).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Tabbed: 1');

    const pointed = deferHydration({
      id: 'part-b2',
      load: () => Promise.resolve(Counter),
      server: undefined,
    });
    const other = prerendered('part-b2', 'Pointed');
    let second: Root | undefined;
    await act(async () => {
      second = hydrateRoot(other, createElement(pointed, { label: 'Pointed' }));
    });
    await act(async () => {
      fireEvent.pointerOver(within(other).getByRole('button'));
    });
    fireEvent.click(within(other).getByRole('button'));
    expect(within(other).getByRole('button')).toHaveTextContent('Pointed: 1');
    act(() => second?.unmount());
  });

  it('should start loading as soon as it is defined when its prerendered HTML is on the first screen', async () => {
    const container = prerendered('part-e', 'First screen');
    const load = vi.fn(() => Promise.resolve(Counter));
    const Part = deferHydration({ id: 'part-e', load, server: undefined });
    expect(load).toHaveBeenCalledOnce();
    await act(async () => {
      root = hydrateRoot(container, <Part label="First screen" />);
    });
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('First screen: 1');
  });

  it('should load at once when rendered in the browser (a client-side navigation)', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const Part = deferHydration({ id: 'part-c', load, server: undefined });
    render(<Part label="Navigated" />);
    expect(await screen.findByRole('button', { name: 'Navigated: 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('should load at once where the browser cannot tell when the part nears the window', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    // Defined before its HTML is in the page: not started as a first-screen part.
    const load = vi.fn(() => Promise.resolve(Counter));
    const Part = deferHydration({ id: 'part-f', load, server: undefined });
    const container = prerendered('part-f', 'No observer');
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      root = hydrateRoot(container, <Part label="No observer" />);
    });
    expect(load).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('No observer: 1');
  });

  it('should keep the prerendered HTML, unhydrated, when its code cannot load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = deferHydration<{ label: string }>({
      id: 'part-d',
      load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      server: undefined,
    });
    const container = prerendered('part-d', 'Offline');
    await act(async () => {
      root = hydrateRoot(container, <Part label="Offline" />);
    });
    await act(async () => FakeObserver.last!.show());
    expect(screen.getByRole('button', { name: 'Offline: 0' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'A part of the page could not load its code.',
      expect.any(Error),
    );
    consoleError.mockRestore();
  });
});

describe('deferHydration, when idle', () => {
  let root: Root | null = null;
  let idle: Array<() => void> = [];

  beforeEach(() => {
    idle = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => {});
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  /** Prerenders an idle part into a fresh container and returns it with the part's component for hydration. */
  function prerenderedIdle(id: string, label: string) {
    const load = vi.fn(() => Promise.resolve(Counter));
    const Server = deferHydration({ id, when: 'idle', load, server: Counter });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Server label={label} />);
    document.body.append(container);
    const Part = deferHydration({ id, when: 'idle', load, server: undefined });
    return { container, Part, load };
  }

  it('should load once the page is idle, not when it is on the first screen, and stay out of the layout', async () => {
    const { container, Part, load } = prerenderedIdle('idle-a', 'Header');
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      root = hydrateRoot(container, <Part label="Header" />);
    });
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector<HTMLElement>('[data-deferred="idle-a"]')).toHaveStyle({
      display: 'contents',
    });

    await act(async () => idle.forEach((task) => task()));
    expect(load).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Header: 1');
  });

  it('should answer a press made before the part hydrated, once, when it has', async () => {
    const { container, Part, load } = prerenderedIdle('idle-b', 'Menu');
    await act(async () => {
      root = hydrateRoot(container, <Part label="Menu" />);
    });
    // The visitor presses (twice) before the code has come: nothing happens yet, and the code starts loading.
    await act(async () => {
      fireEvent.pointerDown(screen.getByRole('button'));
      fireEvent.click(screen.getByRole('button'));
      fireEvent.click(screen.getByRole('button'));
    });
    expect(load).toHaveBeenCalledOnce();
    // Hydrated: the press is answered once, and later presses work as usual.
    await act(async () => {});
    expect(screen.getByRole('button')).toHaveTextContent('Menu: 1');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Menu: 2');
  });

  it('should not repeat a press on a link or a submit button (the browser has acted on it)', async () => {
    function Form() {
      const [sent, setSent] = useState(0);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSent(sent + 1);
          }}
        >
          <button type="submit">{`Sent: ${sent}`}</button>
        </form>
      );
    }
    const load = vi.fn(() => Promise.resolve(Form));
    const Server = deferHydration({ id: 'idle-c', when: 'idle', load, server: Form });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Server />);
    document.body.append(container);
    const Part = deferHydration({ id: 'idle-c', when: 'idle', load, server: undefined });
    await act(async () => {
      root = hydrateRoot(container, <Part />);
    });
    const preventNativeSubmit = (event: Event) => event.preventDefault();
    container.addEventListener('submit', preventNativeSubmit);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
      idle.forEach((task) => task());
    });
    await act(async () => {});
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByRole('button')).toHaveTextContent('Sent: 0');
  });
});

describe('AfterHydration', () => {
  it('should render nothing in the prerendered HTML and its children once hydrated', async () => {
    const html = renderToString(
      <AfterHydration>
        <p>Later</p>
      </AfterHydration>,
    );
    expect(html).toBe('');
    const container = document.createElement('div');
    document.body.append(container);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <AfterHydration>
          <p>Later</p>
        </AfterHydration>,
      );
    });
    expect(container).toHaveTextContent('Later');
    act(() => root?.unmount());
  });
});

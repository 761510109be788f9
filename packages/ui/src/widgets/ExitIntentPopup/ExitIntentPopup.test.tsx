// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExitIntentPopup, loadExitIntentDialog, type ExitIntentPopupProps } from './ExitIntentPopup';
import { isTopExit, useExitIntent } from './useExitIntent';

const storageKey = 'exit-intent-shown';

const props: ExitIntentPopupProps = {
  delayMs: 3000,
  title: 'Schedule Your Free Consultation',
  intro: 'Before you go: a licensed advisor can walk you through your Medicare options.',
  points: [
    'No cost, no obligation',
    'Compare plans from the carriers we represent, side by side',
    'Help with enrollment',
  ],
  consentLabel:
    'By checking this box, I agree to be contacted. My consent is not required to obtain any service.',
  consentHelp: 'Tick the box to turn on the buttons below.',
  callLabel: 'Call Now',
  bookLabel: 'Book Appointment',
  closeLabel: 'Close',
  phone: { display: '(800) 555-0123', e164: '+18005550123' },
  bookingHref: 'https://booking.example.com/free-consultation',
};

/** The pointer leaves the window: through the top edge by default. */
function exit({ clientX = 400, clientY = 0, relatedTarget = null as EventTarget | null } = {}) {
  fireEvent.mouseOut(document.documentElement, { clientX, clientY, relatedTarget });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const dialog = () => screen.queryByRole('dialog', { name: props.title });

/** Lets the dialog's code (fetched once the popup is armed) finish loading and render. */
async function loaded() {
  await act(async () => {
    await loadExitIntentDialog();
  });
}

describe('ExitIntentPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('should not be armed before 3 seconds', () => {
    const onOpen = vi.fn();
    render(<ExitIntentPopup {...props} onOpen={onOpen} />);
    exit();
    advance(2999);
    exit();
    expect(dialog()).toBeNull();
    expect(onOpen).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(storageKey)).toBeNull();
  });

  it('should open on a top exit after 3 seconds and remember it for the session', async () => {
    const onOpen = vi.fn();
    render(<ExitIntentPopup {...props} onOpen={onOpen} />);
    advance(3000);
    exit();
    await loaded();
    expect(dialog()).toBeInTheDocument();
    expect(onOpen).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(storageKey)).not.toBeNull();
  });

  it('should also open on mouseleave through the top of the window', async () => {
    render(<ExitIntentPopup {...props} />);
    advance(3000);
    fireEvent.mouseLeave(document.documentElement, { clientY: -5, relatedTarget: null });
    await loaded();
    expect(dialog()).toBeInTheDocument();
  });

  it('should not open on a side or bottom exit, or when the pointer moves onto another element', () => {
    render(<ExitIntentPopup {...props} />);
    advance(3000);
    exit({ clientX: 0, clientY: 300 }); // left edge
    exit({ clientX: window.innerWidth, clientY: 300 }); // right edge
    exit({ clientX: 400, clientY: window.innerHeight }); // bottom edge
    exit({ clientY: 0, relatedTarget: document.body }); // still inside the page
    expect(dialog()).toBeNull();
    expect(window.sessionStorage.getItem(storageKey)).toBeNull();
  });

  it('should never reopen after closing, on another top exit in the same session', async () => {
    const onOpen = vi.fn();
    render(<ExitIntentPopup {...props} onOpen={onOpen} />);
    advance(3000);
    exit();
    await loaded();
    expect(dialog()).toBeInTheDocument();

    // Testing Library awaits real timers around user events; the arming is done, so let time run for real.
    vi.useRealTimers();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: props.closeLabel }));
    expect(dialog()).toBeNull();

    exit();
    expect(dialog()).toBeNull();
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('should never open after a remount in the same session', async () => {
    const first = render(<ExitIntentPopup {...props} />);
    advance(3000);
    exit();
    await loaded();
    expect(dialog()).toBeInTheDocument();
    first.unmount();

    const onOpen = vi.fn();
    render(<ExitIntentPopup {...props} onOpen={onOpen} />);
    advance(10_000);
    exit();
    expect(dialog()).toBeNull();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('should close on Escape', async () => {
    render(<ExitIntentPopup {...props} />);
    advance(3000);
    exit();
    await loaded();
    expect(dialog()).toBeInTheDocument();
    vi.useRealTimers();
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
  });

  it('should keep both buttons disabled until consent is ticked', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    const onConsentChange = vi.fn();
    render(<ExitIntentPopup {...props} defaultOpen onConsentChange={onConsentChange} />);
    await loaded();

    const consent = screen.getByRole('checkbox');
    expect(consent).not.toBeChecked();
    for (const name of [props.callLabel, props.bookLabel]) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(props.consentHelp);
    }

    await user.click(consent);
    expect(onConsentChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('button', { name: props.callLabel })).toBeNull();
    expect(screen.getByRole('link', { name: props.callLabel })).toHaveAttribute(
      'href',
      `tel:${props.phone.e164}`,
    );
    // jsdom drops the space before the screen-reader hint; browsers keep it.
    const book = screen.getByRole('link', {
      name: new RegExp(`^${props.bookLabel}\\s*\\(opens in a new tab\\)$`),
    });
    expect(book).toHaveAttribute('href', props.bookingHref);
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('should load nothing of the dialog before it is armed, and fetch it once armed', async () => {
    const { container } = render(<ExitIntentPopup {...props} />);
    expect(container).toBeEmptyDOMElement();
    advance(3000);
    await loaded();
    // Loaded and mounted, but closed until a top exit.
    expect(dialog()).toBeNull();
    exit();
    expect(dialog()).toBeInTheDocument();
  });

  it('should use the given storage key', () => {
    window.sessionStorage.setItem('other-key', '1');
    render(<ExitIntentPopup {...props} storageKey="other-key" />);
    advance(3000);
    exit();
    expect(dialog()).toBeNull();
  });
});

describe('useExitIntent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('should arm after the delay and disarm once it has opened', () => {
    const { result } = renderHook(() => useExitIntent({ delayMs: 3000, storageKey }));
    expect(result.current.armed).toBe(false);
    advance(3000);
    expect(result.current.armed).toBe(true);
    exit();
    expect(result.current).toMatchObject({ open: true, armed: false });
  });

  it('should never arm when the session already saw it', () => {
    window.sessionStorage.setItem(storageKey, '1');
    const { result } = renderHook(() => useExitIntent({ delayMs: 3000, storageKey }));
    advance(10_000);
    expect(result.current.armed).toBe(false);
  });

  it('should stop waiting when unmounted before the delay', () => {
    const addListener = vi.spyOn(document.documentElement, 'addEventListener');
    const { unmount } = renderHook(() => useExitIntent({ delayMs: 3000, storageKey }));
    unmount();
    advance(3000);
    expect(addListener).not.toHaveBeenCalled();
    addListener.mockRestore();
  });

  it('should count a default-open popup as shown', () => {
    const { result } = renderHook(() => useExitIntent({ delayMs: 3000, storageKey, defaultOpen: true }));
    expect(result.current.open).toBe(true);
    expect(window.sessionStorage.getItem(storageKey)).not.toBeNull();
  });
});

describe('isTopExit', () => {
  it('should accept only leaving the window through the top edge', () => {
    const at = (clientY: number, relatedTarget: EventTarget | null = null) =>
      isTopExit(new MouseEvent('mouseout', { clientY, relatedTarget }));
    expect(at(0)).toBe(true);
    expect(at(-12)).toBe(true);
    expect(at(1)).toBe(false);
    expect(at(0, document.body)).toBe(false);
  });
});

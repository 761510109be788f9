// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AepChecklist, formatProgress, type AepChecklistProps } from './AepChecklist';
import { parseTicks, serializeTicks } from './savedTicks';

const storageKey = 'aep-checklist-test';

const props: AepChecklistProps = {
  storageKey,
  copy: {
    title: 'Your Annual Enrollment checklist',
    intro: 'Tick each step as you finish it.',
    progressLabel: '{done} of {total} done',
    allDoneText: 'Every step is ticked.',
    resetLabel: 'Start over',
    resetConfirmTitle: 'Clear all your ticks?',
    resetConfirmText: 'This removes every tick from the checklist on this device.',
    resetConfirmLabel: 'Yes, clear my ticks',
    resetCancelLabel: 'No, keep my ticks',
    closeLabel: 'Close',
    printLabel: 'Print the checklist',
    savedNote: 'Your ticks are saved on this device.',
  },
  groups: [
    {
      id: 'before',
      heading: 'Before October 15',
      items: [
        { id: 'list-medicines', text: 'Write down every medicine you take.' },
        { id: 'list-doctors', text: 'List your doctors.', help: 'Include specialists.' },
      ],
    },
    {
      id: 'compare',
      heading: 'Compare plans',
      items: [
        { id: 'check-network', text: 'Check the network.' },
        { id: 'check-drugs', text: 'Check the drug list.' },
      ],
    },
    {
      id: 'enroll',
      heading: 'Decide and enroll',
      items: [{ id: 'enroll-by-december-7', text: 'Make any change by December 7.' }],
    },
  ],
};

const saved = () => window.localStorage.getItem(storageKey);
const box = (name: string) => screen.getByRole('checkbox', { name });
/** The visible progress line (the polite live region repeats it after a change). */
const progressLine = (text: string) => screen.getByText(text, { selector: 'p:not([role="status"])' });
const progressbar = () => screen.getByRole('progressbar', { name: props.copy.title });

describe('AepChecklist', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('should show the groups as headed lists, every box empty and 0 of 5 done', () => {
    render(<AepChecklist {...props} />);
    expect(screen.getByRole('region', { name: props.copy.title })).toBeInTheDocument();
    for (const group of props.groups) {
      const list = screen.getByRole('list', { name: group.heading });
      expect(within(list).getAllByRole('checkbox')).toHaveLength(group.items.length);
      expect(screen.getByRole('heading', { level: 3, name: group.heading })).toBeInTheDocument();
    }
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).not.toBeChecked();
    expect(progressLine('0 of 5 done')).toBeInTheDocument();
    expect(progressbar()).toHaveAttribute('aria-valuenow', '0');
    expect(progressbar()).toHaveAttribute('aria-valuemax', '5');
    expect(box('List your doctors.')).toHaveAccessibleDescription('Include specialists.');
    expect(screen.getByText(props.copy.savedNote)).toBeInTheDocument();
  });

  it('should save a tick, update the progress and announce it politely', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AepChecklist {...props} onChange={onChange} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.click(box('Check the network.'));
    expect(box('Check the network.')).toBeChecked();
    expect(JSON.parse(saved() ?? 'null')).toEqual(['check-network']);
    expect(progressLine('1 of 5 done')).toBeInTheDocument();
    expect(progressbar()).toHaveAttribute('aria-valuenow', '1');
    expect(progressbar()).toHaveAttribute('aria-valuetext', '1 of 5 done');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 5 done');
    expect(onChange).toHaveBeenLastCalledWith(['check-network'], { done: 1, total: 5 });

    // Ticking with the keyboard (Space) works too; ids are saved in checklist order.
    box('Write down every medicine you take.').focus();
    await user.keyboard(' ');
    expect(JSON.parse(saved() ?? 'null')).toEqual(['list-medicines', 'check-network']);

    await user.click(box('Check the network.'));
    expect(JSON.parse(saved() ?? 'null')).toEqual(['list-medicines']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 5 done');
  });

  it('should restore the ticks after a reload (remount) without announcing them', async () => {
    const user = userEvent.setup();
    const first = render(<AepChecklist {...props} />);
    await user.click(box('List your doctors.'));
    await user.click(box('Make any change by December 7.'));
    first.unmount();

    render(<AepChecklist {...props} />);
    await waitFor(() => expect(box('List your doctors.')).toBeChecked());
    expect(box('Make any change by December 7.')).toBeChecked();
    expect(box('Check the network.')).not.toBeChecked();
    expect(progressLine('2 of 5 done')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('should ignore a corrupt or foreign saved value, and ids the checklist no longer has', () => {
    window.localStorage.setItem(storageKey, '{not json');
    const { unmount } = render(<AepChecklist {...props} />);
    expect(progressLine('0 of 5 done')).toBeInTheDocument();
    unmount();

    window.localStorage.setItem(storageKey, JSON.stringify({ checked: ['list-doctors'] }));
    const second = render(<AepChecklist {...props} />);
    expect(progressLine('0 of 5 done')).toBeInTheDocument();
    second.unmount();

    window.localStorage.setItem(storageKey, JSON.stringify(['list-doctors', 'removed-step', 42]));
    render(<AepChecklist {...props} />);
    expect(progressLine('1 of 5 done')).toBeInTheDocument();
    expect(box('List your doctors.')).toBeChecked();
  });

  it('should clear every tick and the saved value only after the reset is confirmed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    window.localStorage.setItem(storageKey, JSON.stringify(['list-doctors', 'check-drugs']));
    render(<AepChecklist {...props} onChange={onChange} />);
    expect(progressLine('2 of 5 done')).toBeInTheDocument();
    const reset = screen.getByRole('button', { name: 'Start over' });

    await user.click(reset);
    let dialog = screen.getByRole('dialog', { name: props.copy.resetConfirmTitle });
    expect(dialog).toHaveAccessibleDescription(props.copy.resetConfirmText);
    await user.click(within(dialog).getByRole('button', { name: 'No, keep my ticks' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(progressLine('2 of 5 done')).toBeInTheDocument();
    expect(saved()).not.toBeNull();
    expect(onChange).not.toHaveBeenCalled();

    await user.click(reset);
    dialog = screen.getByRole('dialog', { name: props.copy.resetConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, clear my ticks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(progressLine('0 of 5 done')).toBeInTheDocument();
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).not.toBeChecked();
    expect(saved()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('0 of 5 done');
    expect(onChange).toHaveBeenLastCalledWith([], { done: 0, total: 5 });
  });

  it('should show the all-done note once every step is ticked', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      storageKey,
      JSON.stringify(['list-medicines', 'list-doctors', 'check-network', 'check-drugs']),
    );
    render(<AepChecklist {...props} />);
    expect(screen.queryByText(props.copy.allDoneText!)).toBeNull();
    await user.click(box('Make any change by December 7.'));
    expect(progressLine('5 of 5 done')).toBeInTheDocument();
    expect(screen.getByText(props.copy.allDoneText!)).toBeInTheDocument();
  });

  it('should keep working, in memory, when storage is blocked', async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<AepChecklist {...props} />);
    expect(progressLine('0 of 5 done')).toBeInTheDocument();
    await user.click(box('Check the drug list.'));
    expect(box('Check the drug list.')).toBeChecked();
    expect(progressLine('1 of 5 done')).toBeInTheDocument();
  });

  it('should follow ticks made in another tab', async () => {
    render(<AepChecklist {...props} />);
    window.localStorage.setItem(storageKey, JSON.stringify(['check-network']));
    window.dispatchEvent(new StorageEvent('storage', { key: storageKey }));
    await waitFor(() => expect(box('Check the network.')).toBeChecked());
  });

  it('should open the print dialog from the print button', async () => {
    const user = userEvent.setup();
    const printSpy = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const onPrint = vi.fn();
    render(<AepChecklist {...props} onPrint={onPrint} />);
    await user.click(screen.getByRole('button', { name: 'Print the checklist' }));
    expect(onPrint).toHaveBeenCalledOnce();
    expect(printSpy).toHaveBeenCalledOnce();
  });

  it('should draw a text mark for each box, for the printout, hidden from screen readers', async () => {
    const user = userEvent.setup();
    const { container } = render(<AepChecklist {...props} />);
    await user.click(box('Check the network.'));
    const marks = [...container.querySelectorAll('li > span[aria-hidden="true"]')].map(
      (mark) => mark.textContent,
    );
    expect(marks).toEqual(['☐', '☐', '☑', '☐', '☐']);
  });
});

describe('AepChecklist helpers', () => {
  it('should fill the progress template', () => {
    expect(formatProgress('{done} of {total} done', { done: 5, total: 14 })).toBe('5 of 14 done');
  });

  it('should parse only arrays of known ids, in checklist order, and store nothing for no ticks', () => {
    const ids = ['a', 'b', 'c'];
    expect(parseTicks(null, ids)).toEqual([]);
    expect(parseTicks('oops', ids)).toEqual([]);
    expect(parseTicks('"a"', ids)).toEqual([]);
    expect(parseTicks('["c","a","zzz",1]', ids)).toEqual(['a', 'c']);
    expect(serializeTicks([])).toBeNull();
    expect(serializeTicks(['a'])).toBe('["a"]');
  });
});

// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './ErrorSummary';
import { useFocusAfterRender } from './useFocusAfterRender';

const heading = 'Please check your answers';

function Fields() {
  return (
    <>
      <label htmlFor="status">Filing status</label>
      <input id="status" />
      <label htmlFor="magi">Income</label>
      <input id="magi" />
    </>
  );
}

describe('ErrorSummary', () => {
  it('should render nothing without a message', () => {
    const { container } = render(<ErrorSummary heading={heading} items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('should list each message as a link that focuses its field and leaves the address as it was', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ErrorSummary
          heading={heading}
          items={[
            { fieldId: 'status', message: 'Choose how you file your taxes.' },
            { fieldId: 'magi', message: 'Enter your income as a number.' },
          ]}
        />
        <Fields />
      </>,
    );
    const summary = screen.getByRole('heading', { level: 2, name: heading }).parentElement!;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Choose how you file your taxes.', '#status'],
      ['Enter your income as a number.', '#magi'],
    ]);
    const address = window.location.href;
    await user.click(screen.getByRole('link', { name: 'Enter your income as a number.' }));
    expect(screen.getByRole('textbox', { name: 'Income' })).toHaveFocus();
    expect(window.location.href).toBe(address);
  });
});

/** A form whose submit shows a message or a result, and focuses it through the hook. */
function Submitting({ initialId = null }: { initialId?: string | null }) {
  const [shown, setShown] = useState<'none' | 'message' | 'result'>(initialId ? 'message' : 'none');
  const [note, setNote] = useState('');
  const focusAfterRender = useFocusAfterRender(initialId);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = shown === 'message' ? 'result' : 'message';
    setShown(next);
    focusAfterRender(next === 'result' ? 'result' : 'message');
  };
  return (
    <form onSubmit={submit}>
      {shown === 'message' ? (
        <p id="message" tabIndex={-1}>
          A message
        </p>
      ) : null}
      {shown === 'result' ? (
        <h2 id="result" tabIndex={-1}>
          The result
        </h2>
      ) : null}
      <label htmlFor="note">Note</label>
      <input id="note" value={note} onChange={(event) => setNote(event.currentTarget.value)} />
      <button type="submit">Show</button>
    </form>
  );
}

describe('useFocusAfterRender', () => {
  it('should focus what a submit shows once it is rendered, and only once', async () => {
    const user = userEvent.setup();
    render(<Submitting />);
    const button = screen.getByRole('button', { name: 'Show' });
    await user.click(button);
    expect(screen.getByText('A message')).toHaveFocus();
    await user.click(button);
    expect(screen.getByRole('heading', { name: 'The result' })).toHaveFocus();
    // Later renders (typing re-renders the form) leave focus where the visitor put it.
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('abc');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('abc');
  });

  it('should focus the element named at first after the first render', () => {
    render(<Submitting initialId="message" />);
    expect(screen.getByText('A message')).toHaveFocus();
  });

  it('should leave focus alone when nothing was asked', () => {
    render(<Submitting />);
    expect(document.body).toHaveFocus();
  });
});

// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubClipboard, type ClipboardStub } from '../ShareLink/ShareLink.testing';
import { CalculatorShell, CalculatorShellForm, useCalculatorShell } from './CalculatorShell';

/** A one-question tool: a four-digit year in, the year back out with a share button. */
function YearTool({
  onShare,
  shareUrl,
}: {
  onShare?: (url: string) => void;
  shareUrl?: (year: string) => string;
}) {
  const [submitted, setSubmitted] = useState<string | null>(null);
  const { baseId, ids, afterSubmit, shareResult } = useCalculatorShell({
    toSearch: (year: string) => `year=${year}`,
    shareUrl,
    onShare,
  });
  const fieldId = `${baseId}-year`;
  const valid = submitted !== null && /^\d{4}$/.test(submitted);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const year = String(new FormData(event.currentTarget).get('year'));
    setSubmitted(year);
    afterSubmit(/^\d{4}$/.test(year) ? null : fieldId);
  };
  return (
    <CalculatorShell
      id="year-tool"
      errorHeading="There is a problem"
      errors={submitted !== null && !valid ? [{ fieldId, message: 'Enter a year.' }] : []}
    >
      <CalculatorShellForm submitLabel="Show" onSubmit={submit}>
        <label htmlFor={fieldId}>Year</label>
        <input id={fieldId} name="year" />
      </CalculatorShellForm>
      {valid ? (
        <>
          <h2 id={ids.resultHeading} tabIndex={-1}>
            Born in {submitted}
          </h2>
          <button type="button" onClick={() => shareResult(submitted)}>
            Share
          </button>
        </>
      ) : null}
    </CalculatorShell>
  );
}

let clipboard: ClipboardStub | null = null;
afterEach(() => clipboard?.restore());

describe('CalculatorShell', () => {
  it('should show the summary and focus the first field to fix after a submit with a problem', async () => {
    const user = userEvent.setup();
    render(<YearTool />);
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('heading', { level: 2, name: 'There is a problem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter a year.' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveFocus();
  });

  it("should focus the result's heading after a valid submit and share this page with the answer", async () => {
    const user = userEvent.setup();
    clipboard = stubClipboard();
    const onShare = vi.fn();
    render(<YearTool onShare={onShare} />);
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '1961');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('heading', { name: 'Born in 1961' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const { origin, pathname } = window.location;
    expect(onShare).toHaveBeenCalledWith(`${origin}${pathname}?year=1961`);
    expect(clipboard.read()).toBe(`${origin}${pathname}?year=1961`);
  });

  it('should share the address shareUrl builds when given', async () => {
    const user = userEvent.setup();
    clipboard = stubClipboard();
    render(<YearTool shareUrl={(year) => `https://example.com/tool/${year}`} />);
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '1961');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(clipboard.read()).toBe('https://example.com/tool/1961');
  });
});

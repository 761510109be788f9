// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareLinkButton, ShareLinkField, useShareLink, type UseShareLinkOptions } from './ShareLink';
import { stubClipboard, type ClipboardStub } from './ShareLink.testing';

const url = 'https://example.com/medicare-timeline?dob=1961-06-15&employer=0';

/** A result's share controls as a tool wires them, with a status line filled from `onShared`. */
function Harness({ onShare }: Pick<UseShareLinkOptions, 'onShare'>) {
  const [status, setStatus] = useState('');
  const share = useShareLink({
    onShare,
    onShared: (outcome) => setStatus(outcome === 'copied' ? 'Link copied.' : ''),
  });
  return (
    <>
      <ShareLinkButton label="Copy a link" onClick={() => void share.share(url)} />
      <button type="button" onClick={share.reset}>
        New result
      </button>
      <p role="status">{status}</p>
      <p data-testid="state">{share.state.kind}</p>
      {share.state.kind === 'manual' ? (
        <ShareLinkField id="share-url" label="Copy this link:" url={share.state.url} />
      ) : null}
    </>
  );
}

let clipboard: ClipboardStub | null = null;
afterEach(() => {
  clipboard?.restore();
  clipboard = null;
});

describe('useShareLink', () => {
  it('should copy the link, report it and say so', async () => {
    const user = userEvent.setup();
    clipboard = stubClipboard();
    const onShare = vi.fn();
    render(<Harness onShare={onShare} />);
    await user.click(screen.getByRole('button', { name: 'Copy a link' }));
    expect(onShare).toHaveBeenCalledWith(url);
    expect(clipboard.read()).toBe(url);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
    expect(screen.getByTestId('state')).toHaveTextContent('copied');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('should show the link to copy by hand when the clipboard refuses, selected whole on focus', async () => {
    const user = userEvent.setup();
    clipboard = stubClipboard({ refuse: true });
    const onShare = vi.fn();
    render(<Harness onShare={onShare} />);
    await user.click(screen.getByRole('button', { name: 'Copy a link' }));
    expect(onShare).toHaveBeenCalledWith(url);
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Copy this link:' });
    expect(field).toHaveValue(url);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('status')).toHaveTextContent('');
    field.focus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, url.length]);
  });

  it('should treat a browser without a clipboard as one that refuses', async () => {
    const user = userEvent.setup();
    clipboard = stubClipboard();
    Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: undefined });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Copy a link' }));
    expect(await screen.findByRole('textbox', { name: 'Copy this link:' })).toHaveValue(url);
  });

  it('should go back to idle for a new result', async () => {
    const user = userEvent.setup();
    clipboard = stubClipboard({ refuse: true });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Copy a link' }));
    expect(await screen.findByRole('textbox', { name: 'Copy this link:' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New result' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('state')).toHaveTextContent('idle');
  });
});

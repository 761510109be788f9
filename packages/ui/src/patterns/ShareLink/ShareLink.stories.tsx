import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { getIrmaaToolCopy } from '@agency/content';
import {
  ShareLinkButton,
  ShareLinkField,
  shareLinkFieldTones,
  useShareLink,
  type ShareLinkFieldTone,
} from './ShareLink';
import { stubClipboard } from './ShareLink.testing';

const copy = getIrmaaToolCopy();
const url = 'https://example.com/irmaa-calculator?year=2026&status=joint&magi=250000';

/** The parts put together as a result places them: the button, a status line, the field when copying fails. */
function ShareLinkDemo({ tone, onShare }: { tone: ShareLinkFieldTone; onShare: (url: string) => void }) {
  const share = useShareLink({ onShare });
  return (
    <div style={{ padding: 24, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 16 }}>
      <ShareLinkButton label={copy.result.shareLabel} onClick={() => void share.share(url)} />
      <p role="status">{share.state.kind === 'copied' ? copy.result.shareCopied : ''}</p>
      {share.state.kind === 'manual' ? (
        <ShareLinkField
          id="story-share-url"
          label={copy.result.shareManualLabel}
          url={share.state.url}
          tone={tone}
        />
      ) : null}
    </div>
  );
}

// The IRMAA calculator's share copy (real copy); the clipboard is stood in for, as a browser test cannot grant it.
const meta = {
  title: 'Patterns/ShareLink',
  component: ShareLinkDemo,
  args: { tone: 'default', onShare: fn() },
  argTypes: { tone: { control: 'radio', options: shareLinkFieldTones } },
} satisfies Meta<typeof ShareLinkDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before sharing: the button alone, no status, no field. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: copy.result.shareLabel })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Copied with the keyboard: the link is on the clipboard, the status line says so, onShare has the link. */
export const Copied: Story = {
  beforeEach: () => stubClipboard().restore,
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: copy.result.shareLabel }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(copy.result.shareCopied));
    await expect(await window.navigator.clipboard.readText()).toBe(url);
    await expect(args.onShare).toHaveBeenCalledWith(url);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** No clipboard (refused): the link shows in a read-only field, selected whole when it takes focus. */
export const CopyByHand: Story = {
  beforeEach: () => stubClipboard({ refuse: true }).restore,
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: copy.result.shareLabel }));
    const field = await canvas.findByRole('textbox', { name: copy.result.shareManualLabel });
    await expect(field).toHaveValue(url);
    await expect(field).toHaveAttribute('readonly');
    await expect(
      Number(getComputedStyle(canvas.getByText(copy.result.shareManualLabel)).fontWeight),
    ).toBeGreaterThanOrEqual(700);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(args.onShare).toHaveBeenCalledWith(url);
    await userEvent.tab();
    await expect(field).toHaveFocus();
    const input = field as HTMLInputElement;
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, url.length]);
  },
};

/** The muted field, as under the IRMAA calculator's share button: the label reads as a hint. */
export const CopyByHandMuted: Story = {
  args: { tone: 'muted' },
  beforeEach: () => stubClipboard({ refuse: true }).restore,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: copy.result.shareLabel }));
    const field = await canvas.findByRole('textbox', { name: copy.result.shareManualLabel });
    const label = canvas.getByText(copy.result.shareManualLabel);
    await expect(field).toHaveValue(url);
    await expect(Number(getComputedStyle(label).fontWeight)).toBeLessThan(700);
  },
};

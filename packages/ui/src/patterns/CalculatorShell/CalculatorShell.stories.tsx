import type { Meta, StoryObj } from '@storybook/react-vite';
import { getTimelineToolCopy } from '@agency/content';
import { useState, type FormEvent } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ResultPanel } from '../ResultPanel/ResultPanel';
import { ShareLinkButton, ShareLinkField } from '../ShareLink/ShareLink';
import { stubClipboard } from '../ShareLink/ShareLink.testing';
import {
  CalculatorShell,
  CalculatorShellForm,
  calculatorShellFormSpacings,
  useCalculatorShell,
} from './CalculatorShell';

const copy = getTimelineToolCopy();

/** A one-question tool built in the shell with the timeline's words (real copy): a year in, the year back out. */
function CalculatorShellDemo({
  spacing,
  onShare,
}: {
  spacing: (typeof calculatorShellFormSpacings)[number];
  onShare: (url: string) => void;
}) {
  const [year, setYear] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const { baseId, ids, share, afterSubmit, shareResult } = useCalculatorShell({
    toSearch: (input: string) => `year=${input}`,
    onShare,
  });
  const fieldId = `${baseId}-year`;
  const valid = submitted !== null && /^\d{4}$/.test(submitted);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(year);
    afterSubmit(/^\d{4}$/.test(year) ? null : fieldId);
  };
  return (
    <CalculatorShell
      errorHeading={copy.errors.summaryHeading}
      errors={submitted !== null && !valid ? [{ fieldId, message: copy.errors.yearMissing }] : []}
    >
      <CalculatorShellForm submitLabel={copy.form.submitLabel} onSubmit={submit} spacing={spacing}>
        <label htmlFor={fieldId}>{copy.form.yearLabel}</label>
        <input
          id={fieldId}
          name="year"
          value={year}
          onChange={(event) => setYear(event.currentTarget.value)}
        />
      </CalculatorShellForm>
      {valid ? (
        <ResultPanel headingId={ids.resultHeading} heading={copy.result.heading}>
          <p>{submitted}</p>
          <ShareLinkButton label={copy.result.shareLabel} onClick={() => shareResult(submitted)} />
          {share.state.kind === 'manual' ? (
            <ShareLinkField id={ids.shareField} label={copy.result.shareManualLabel} url={share.state.url} />
          ) : null}
        </ResultPanel>
      ) : null}
    </CalculatorShell>
  );
}

// The shell with a one-question tool in it; the clipboard is stood in for, as a browser test cannot grant it.
const meta = {
  title: 'Patterns/CalculatorShell',
  component: CalculatorShellDemo,
  args: { spacing: 'roomy', onShare: fn() },
  argTypes: { spacing: { control: 'radio', options: calculatorShellFormSpacings } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CalculatorShellDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a submit: the form alone, its submit button last; no summary, no result. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: copy.form.submitLabel })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: copy.errors.summaryHeading })).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** A submit with a problem: the summary shows above the form and focus goes to the field to fix. */
export const WithErrors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: copy.form.submitLabel }));
    await expect(canvas.getByRole('heading', { level: 2, name: copy.errors.summaryHeading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: copy.errors.yearMissing })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: copy.form.yearLabel })).toHaveFocus();
  },
};

/** A valid submit: the result's heading takes focus; sharing copies this page's address with the answer. */
export const WithResult: Story = {
  args: { spacing: 'spacious' },
  beforeEach: () => stubClipboard().restore,
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: copy.form.yearLabel }), '1961');
    await userEvent.click(canvas.getByRole('button', { name: copy.form.submitLabel }));
    await expect(canvas.getByRole('heading', { level: 2, name: copy.result.heading })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: copy.result.shareLabel }));
    const { origin, pathname } = window.location;
    await expect(args.onShare).toHaveBeenCalledWith(`${origin}${pathname}?year=1961`);
  },
};

/** Sharing where the browser gives no clipboard: the link shows in a field to copy by hand. */
export const ShareByHand: Story = {
  beforeEach: () => stubClipboard({ refuse: true }).restore,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: copy.form.yearLabel }), '1961');
    await userEvent.click(canvas.getByRole('button', { name: copy.form.submitLabel }));
    await userEvent.click(canvas.getByRole('button', { name: copy.result.shareLabel }));
    await expect(await canvas.findByRole('textbox', { name: copy.result.shareManualLabel })).toHaveValue(
      `${window.location.origin}${window.location.pathname}?year=1961`,
    );
  },
};

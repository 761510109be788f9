import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureCopy } from '../staff.fixtures';
import {
  LeadsInbox,
  type InboxFailure,
  type InboxFilter,
  type InboxLead,
  type LeadsInboxClient,
} from './LeadsInbox';

const copy = fixtureCopy.leadsInbox;

/** Two requests as the function returns them: one new with consent, one called back whose webhook post failed. */
const leads: InboxLead[] = [
  {
    id: '0b7f5c9e-3a52-4c61-9d7e-1f2a3b4c5d6e',
    createdAt: '2026-11-24T21:05:00.000Z',
    name: 'Mary Jones',
    phoneE164: '+12055550147',
    zip: '35203',
    state: 'AL',
    bestTime: 'morning',
    topic: 'Turning 65 in March',
    page: '/aep/birmingham',
    status: 'new',
    notes: null,
    consent: {
      given: true,
      text: 'By checking this box, I agree…',
      version: '2026-11-22',
      consentedAt: '2026-11-24T21:05:00.000Z',
    },
    delivery: { status: 'delivered', attempts: 1, lastError: null, deliveredAt: '2026-11-24T21:05:01.000Z' },
  },
  {
    id: '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a',
    createdAt: '2026-11-23T15:30:00.000Z',
    name: 'Harold Smith',
    phoneE164: '+14045550188',
    zip: null,
    state: null,
    bestTime: 'evening',
    topic: null,
    page: '/',
    status: 'called',
    notes: 'Left a voicemail.',
    consent: {
      given: false,
      text: 'By checking this box, I agree…',
      version: '2026-11-22',
      consentedAt: '2026-11-23T15:30:00.000Z',
    },
    delivery: { status: 'failed', attempts: 8, lastError: 'the webhook answered 500', deliveredAt: null },
  },
];

/** An in-memory 'leads-admin' function; `fail` makes one kind of call fail with that reason. */
function memoryClient(
  start: InboxLead[] = leads,
  fail: Partial<Record<keyof LeadsInboxClient, InboxFailure>> = {},
): LeadsInboxClient & { filters: InboxFilter[] } {
  let rows = start.map((lead) => ({ ...lead }));
  const filters: InboxFilter[] = [];
  return {
    filters,
    async list(filter) {
      filters.push(filter);
      if (fail.list) return { ok: false, reason: fail.list };
      const shown = rows.filter(
        (lead) =>
          (!filter.status || lead.status === filter.status) &&
          (!filter.search || lead.name.toLowerCase().includes(filter.search.toLowerCase())),
      );
      return { ok: true, value: { leads: shown, total: shown.length } };
    },
    async update(id, patch) {
      if (fail.update) return { ok: false, reason: fail.update };
      rows = rows.map((lead) =>
        lead.id === id
          ? {
              ...lead,
              ...(patch.status ? { status: patch.status } : {}),
              ...('notes' in patch ? { notes: patch.notes ?? null } : {}),
            }
          : lead,
      );
      return { ok: true, value: rows.find((lead) => lead.id === id)! };
    },
    async remove(id) {
      if (fail.remove) return { ok: false, reason: fail.remove };
      rows = rows.filter((lead) => lead.id !== id);
      return { ok: true, value: null };
    },
    async exportCsv() {
      if (fail.exportCsv) return { ok: false, reason: fail.exportCsv };
      return { ok: true, value: { fileName: 'leads-2026-11-24.csv', csv: 'id,name\n' } };
    },
  };
}

const formatTime = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace('T', ' ');

const meta = {
  title: 'Staff/LeadsInbox',
  component: LeadsInbox,
  args: { client: memoryClient(), copy, requestUnit: fixtureCopy.common.units.request, formatTime },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LeadsInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('article', { name }));

/**
 * Newest first, each with its number to call, best time, ZIP, topic, page, the consent it was sent with and whether
 * the agency's webhook got it (a failure said in words).
 */
export const Loaded: Story = {
  args: { client: memoryClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 requests shown, newest first.')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Mary Jones',
      'Harold Smith',
    ]);
    const mary = card(canvas, 'Mary Jones');
    await expect(mary.getByRole('link', { name: '(205) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+12055550147',
    );
    await expect(mary.getByText('35203 (AL)')).toBeVisible();
    await expect(mary.getByText('Ticked, 2026-11-24 21:05 (text of 2026-11-22)')).toBeVisible();
    await expect(mary.getByText('Sent 2026-11-24 21:05.')).toBeVisible();
    const harold = card(canvas, 'Harold Smith');
    await expect(harold.getByText(/^Not ticked \(text of 2026-11-22\)/)).toBeVisible();
    await expect(harold.getByText(/Could not be sent: the webhook answered 500\. Tried 8/)).toBeVisible();
    await expect(harold.getByRole('textbox', { name: copy.notesLabel })).toHaveValue('Left a voicemail.');
  },
};

/**
 * A request stored before the lead function took hidden characters out: a right-to-left override and a zero-width
 * space show as their code points, so the topic reads as what it is ("invoice…fdp.exe", not "invoiceexe.pdf").
 */
export const HiddenCharacters: Story = {
  args: {
    client: memoryClient([
      { ...leads[0]!, name: 'Mary\u200B Jones', topic: 'Please see invoice\u202Efdp.exe' },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1 request shown, newest first.');
    const mary = card(canvas, 'Mary[U+200B] Jones');
    await expect(mary.getByRole('heading', { level: 3 })).toHaveTextContent('Mary[U+200B] Jones');
    await expect(mary.getByText('Please see invoice[U+202E]fdp.exe')).toBeVisible();
  },
};

/** Nothing matches: the status line says so. */
export const Empty: Story = {
  args: { client: memoryClient([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy.empty)).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Filtering by status and a search word asks the function for just those. */
export const Filtered: Story = {
  args: { client: memoryClient() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('2 requests shown, newest first.');
    const search = within(canvas.getByRole('search', { name: copy.filtersLabel }));
    await userEvent.selectOptions(
      search.getByRole('combobox', { name: copy.statusFilterLabel }),
      copy.statuses.called,
    );
    await userEvent.type(search.getByRole('searchbox', { name: copy.searchLabel }), ' harold ');
    await userEvent.click(search.getByRole('button', { name: copy.applyFilters }));
    await expect(await canvas.findByText('1 request shown, newest first.')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Harold Smith' })).toBeVisible();
    await expect((args.client as ReturnType<typeof memoryClient>).filters.at(-1)).toEqual({
      status: 'called',
      search: 'harold',
    });
  },
};

/** Status and notes are saved together; the badge follows. */
export const SaveStatusAndNotes: Story = {
  args: { client: memoryClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('2 requests shown, newest first.');
    const mary = card(canvas, 'Mary Jones');
    await userEvent.selectOptions(
      mary.getByRole('combobox', { name: copy.statusLabel }),
      copy.statuses.booked,
    );
    await userEvent.type(mary.getByRole('textbox', { name: copy.notesLabel }), 'Booked for Tuesday 10 am.');
    await userEvent.click(mary.getByRole('button', { name: copy.save }));
    await expect(await mary.findByRole('status')).toHaveTextContent(copy.saved);
    await expect(mary.getByText(copy.statuses.booked, { selector: 'span' })).toBeVisible();
  },
};

/** A save the function refuses says why and keeps what was typed. */
export const SaveFails: Story = {
  args: { client: memoryClient(leads, { update: 'unavailable' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('2 requests shown, newest first.');
    const mary = card(canvas, 'Mary Jones');
    await userEvent.type(mary.getByRole('textbox', { name: copy.notesLabel }), 'Call back Friday');
    await userEvent.click(mary.getByRole('button', { name: copy.save }));
    await expect(await mary.findByRole('alert')).toHaveTextContent(copy.failures.unavailable);
    await expect(mary.getByRole('textbox', { name: copy.notesLabel })).toHaveValue('Call back Friday');
  },
};

/** Delete asks first; "Keep it" puts focus back on Delete; "Yes" removes the request and says so. */
export const Delete: Story = {
  args: { client: memoryClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('2 requests shown, newest first.');
    const harold = card(canvas, 'Harold Smith');
    await userEvent.click(harold.getByRole('button', { name: copy.delete }));
    await expect(harold.getByRole('button', { name: copy.confirmDeleteYes })).toHaveFocus();
    await userEvent.click(harold.getByRole('button', { name: copy.confirmDeleteNo }));
    await expect(harold.getByRole('button', { name: copy.delete })).toHaveFocus();

    await userEvent.click(harold.getByRole('button', { name: copy.delete }));
    await expect(
      harold.getByText('Delete the request of Harold Smith and its consent record for good?'),
    ).toBeVisible();
    await userEvent.click(harold.getByRole('button', { name: copy.confirmDeleteYes }));
    await waitFor(() => expect(canvas.queryByRole('article', { name: 'Harold Smith' })).toBeNull());
    await expect(canvas.getByText('The request of Harold Smith is deleted.')).toBeVisible();
  },
};

/** The export downloads what is shown, and says so. */
export const Export: Story = {
  args: { client: { ...memoryClient(), exportCsv: fn(memoryClient().exportCsv) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('2 requests shown, newest first.');
    await userEvent.click(canvas.getByRole('button', { name: copy.exportCsv }));
    await expect(await canvas.findByText('Downloaded leads-2026-11-24.csv.')).toBeVisible();
    await expect(args.client.exportCsv).toHaveBeenCalledWith({});
  },
};

/** The function is away: the page says so and offers to try again. */
export const Unavailable: Story = {
  args: { client: memoryClient(leads, { list: 'unavailable' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(copy.failures.unavailable);
    await expect(canvas.getByRole('button', { name: copy.retry })).toBeVisible();
  },
};

/** An account without the staff role: no request is shown, and no retry is offered. */
export const NoAccess: Story = {
  args: { client: memoryClient(leads, { list: 'noAccess' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(copy.failures.noAccess);
    await expect(canvas.queryByRole('button', { name: copy.retry })).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/**
 * A staff session that has not passed its second factor (the function requires it to read leads): the page says how
 * to get in, and shows no request.
 */
export const NeedsSecondFactor: Story = {
  args: { client: memoryClient(leads, { list: 'needsSecondFactor' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(copy.failures.needsSecondFactor);
    await expect(canvas.queryByRole('button', { name: copy.retry })).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

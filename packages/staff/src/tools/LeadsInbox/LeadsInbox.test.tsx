// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leadReference } from '@agency/content/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fixtureCopy } from '../staff.fixtures';
import { LeadsInbox } from './LeadsInbox';
import {
  consentText,
  deliveryText,
  displayPhone,
  type InboxLead,
  type LeadsInboxClient,
} from './leadsInboxModel';

const copy = fixtureCopy.leadsInbox;
const formatTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

const lead: InboxLead = {
  id: 'a1',
  createdAt: '2026-11-24T21:05:00.000Z',
  name: 'Mary Jones',
  phoneE164: '+12055550147',
  zip: '35203',
  state: 'AL',
  bestTime: 'morning',
  topic: null,
  page: '/',
  status: 'new',
  notes: null,
  consent: { given: true, text: 'I agree', version: '2026-11-22', consentedAt: '2026-11-24T21:05:00.000Z' },
  delivery: { status: 'retrying', attempts: 2, lastError: 'timeout', deliveredAt: null },
};

/** A client that lists `leads` and records what it was asked. */
function client(leads: InboxLead[] = [lead]): LeadsInboxClient {
  return {
    list: vi.fn(async () => ({ ok: true as const, value: { leads, total: leads.length } })),
    update: vi.fn(async (_id, patch) => ({ ok: true as const, value: { ...lead, ...patch } })),
    remove: vi.fn(async () => ({ ok: true as const, value: null })),
    exportCsv: vi.fn(async () => ({ ok: false as const, reason: 'noAccess' as const })),
  };
}

describe('the inbox words', () => {
  it('should write a US number as it is read, and leave any other as given', () => {
    expect(displayPhone('+12055550147')).toBe('(205) 555-0147');
    expect(displayPhone('+442071838750')).toBe('+442071838750');
  });

  it('should say which consent text was ticked, and when', () => {
    expect(consentText(lead, copy, formatTime)).toBe('Ticked, 2026-11-24 21:05 (text of 2026-11-22)');
    expect(consentText({ ...lead, consent: null }, copy, formatTime)).toBe(copy.consentMissing);
  });

  it('should say whether the webhook got the request, with the error and tries when it did not', () => {
    expect(deliveryText(lead, copy, formatTime)).toBe(
      'Not sent yet: timeout. Tried 2; it will be tried again.',
    );
    expect(deliveryText({ ...lead, delivery: null }, copy, formatTime)).toBe(copy.delivery.none);
  });
});

describe('LeadsInbox', () => {
  it('should ask for the filter as typed, the search word trimmed', async () => {
    const user = userEvent.setup();
    const inbox = client();
    render(<LeadsInbox client={inbox} copy={copy} requestUnit={fixtureCopy.common.units.request} />);
    await screen.findByRole('article', { name: 'Mary Jones' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: copy.statusFilterLabel }),
      copy.statuses.new,
    );
    await user.type(screen.getByRole('searchbox', { name: copy.searchLabel }), '  mary ');
    await user.click(screen.getByRole('button', { name: copy.applyFilters }));
    expect(inbox.list).toHaveBeenLastCalledWith({ status: 'new', search: 'mary' });
  });

  it('should show each request with the short reference its visitor was given', async () => {
    const stored = { ...lead, id: '3f2a9c1e-4b7d-4c1a-9e2f-0a1b2c3d4e5f' };
    render(
      <LeadsInbox client={client([stored])} copy={copy} requestUnit={fixtureCopy.common.units.request} />,
    );
    const card = await screen.findByRole('article', { name: 'Mary Jones' });
    const term = within(card).getByText(copy.fields.reference);
    expect(term.nextElementSibling).toHaveTextContent(leadReference(stored.id));
    expect(leadReference(stored.id)).toBe('3F2-A9C');
  });

  it('should tie the notes to their hint and save them with the status', async () => {
    const user = userEvent.setup();
    const inbox = client();
    render(<LeadsInbox client={inbox} copy={copy} requestUnit={fixtureCopy.common.units.request} />);
    const card = within(await screen.findByRole('article', { name: 'Mary Jones' }));
    const notes = card.getByRole('textbox', { name: copy.notesLabel });
    expect(notes).toHaveAccessibleDescription(copy.notesHint);
    await user.type(notes, 'Call on Monday');
    await user.click(card.getByRole('button', { name: copy.save }));
    expect(inbox.update).toHaveBeenCalledWith('a1', { status: 'new', notes: 'Call on Monday' });
    expect(await card.findByRole('status')).toHaveTextContent(copy.saved);
  });

  it('should show a hidden character an older request holds, never let it reorder the words', async () => {
    const hidden = { ...lead, id: 'a2', name: 'Ann\u202Eyrr', topic: 'invoice\u202Efdp.exe\u200B' };
    render(
      <LeadsInbox client={client([hidden])} copy={copy} requestUnit={fixtureCopy.common.units.request} />,
    );
    const card = within(await screen.findByRole('article', { name: 'Ann[U+202E]yrr' }));
    expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(/^Ann\[U\+202E\]yrr$/);
    expect(card.getByText('invoice[U+202E]fdp.exe[U+200B]')).toBeVisible();
  });

  it('should say why an export was refused', async () => {
    const user = userEvent.setup();
    render(<LeadsInbox client={client()} copy={copy} requestUnit={fixtureCopy.common.units.request} />);
    await screen.findByRole('article', { name: 'Mary Jones' });
    await user.click(screen.getByRole('button', { name: copy.exportCsv }));
    expect(screen.getByText(copy.failures.noAccess)).toBeVisible();
  });
});

// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockLeadId } from '../../mocks/lead';
import { server } from '../../mocks/node';
import { CallbackForm } from './CallbackForm';
import { callbackFormArgs, callbackFormCopy as copy, recordingLeadHandler } from './CallbackForm.fixtures';
import { fillCallbackForm } from './CallbackForm.play';
import type { CallbackRequestBody } from './callbackFormModel';

const action = 'http://localhost/functions/v1/lead';

describe('CallbackForm', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('should post, without JavaScript, every field under the name the function reads', () => {
    const { container } = render(<CallbackForm {...callbackFormArgs} />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/functions/v1/lead');
    // The default enctype (form-encoded), which the function reads with leadRequestFromForm.
    expect(form).not.toHaveAttribute('enctype');
    const names = [...form.querySelectorAll('input, textarea')].map((field) => field.getAttribute('name'));
    expect(new Set(names)).toEqual(
      new Set([
        'page',
        'consentVersion',
        'startedAt',
        'name',
        'phone',
        'zip',
        'bestTime',
        'topic',
        'consent',
        'website',
      ]),
    );
  });

  it('should send JSON once and tell the visitor only after the function stored it', async () => {
    const bodies: CallbackRequestBody[] = [];
    server.use(recordingLeadHandler(bodies));
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(<CallbackForm {...callbackFormArgs} action={action} onSent={onSent} />);
    await fillCallbackForm(screen, user, {
      name: 'Mary Jones',
      phone: '205 555 0147',
      bestTime: 'afternoon',
      consent: true,
    });
    await user.click(screen.getByRole('button', { name: copy.submitLabel }));
    const heading = await screen.findByRole('heading', { name: copy.received.heading });
    await waitFor(() => expect(heading.closest('section')).toHaveFocus());
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ name: 'Mary Jones', bestTime: 'afternoon', consent: true, zip: null });
    expect(onSent).toHaveBeenCalledWith({ id: mockLeadId, outsideServedStates: false });
  });
});

// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getStaffSignInCopy } from '@agency/content';
import type { StaffAuth, StaffAuthResult } from './staffAuth';
import { StaffSignIn } from './StaffSignIn';

const copy = getStaffSignInCopy();
const signedOut: StaffAuthResult = { ok: true, access: { state: 'signed-out' } };

/** An auth service that starts signed out and answers each action as told. */
function fakeAuth(answers: Partial<Record<'signIn' | 'verifyCode', StaffAuthResult>> = {}): StaffAuth {
  return {
    access: vi.fn(async () => signedOut),
    signIn: vi.fn(async () => answers.signIn ?? signedOut),
    verifyCode: vi.fn(async () => answers.verifyCode ?? signedOut),
    signOut: vi.fn(async () => {}),
    accessToken: vi.fn(async () => null),
    onExpired: () => () => {},
  };
}

describe('StaffSignIn', () => {
  it('should say plainly that no sign-in is set up when there is no backend', () => {
    render(<StaffSignIn auth={null} copy={copy} />);
    expect(screen.getByRole('heading', { name: copy.notConfigured.heading })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('should list what is missing in a focused summary whose links move to the fields', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth();
    render(<StaffSignIn auth={auth} copy={copy} />);
    await user.click(await screen.findByRole('button', { name: copy.form.submitLabel }));
    const summary = screen.getByRole('heading', { name: copy.errors.summaryHeading });
    expect(summary).toHaveFocus();
    const email = screen.getByRole('textbox', { name: copy.form.emailLabel });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(copy.errors.emailMissing);
    await user.click(screen.getByRole('link', { name: copy.errors.emailMissing }));
    expect(email).toHaveFocus();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('should ask for the code after the password, then list the staff pages', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth({
      signIn: { ok: true, access: { state: 'needs-code', email: 'ann@example.com' } },
      verifyCode: { ok: true, access: { state: 'signed-in', email: 'ann@example.com', level: 'aal2' } },
    });
    const onSignedIn = vi.fn();
    const links = [{ label: 'Leads inbox', href: '/admin/leads' }];
    render(<StaffSignIn auth={auth} copy={copy} links={links} onSignedIn={onSignedIn} />);
    await user.type(await screen.findByRole('textbox', { name: copy.form.emailLabel }), 'ann@example.com');
    await user.type(screen.getByLabelText(copy.form.passwordLabel), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: copy.form.submitLabel }));

    expect(await screen.findByRole('heading', { name: copy.code.heading })).toHaveFocus();
    const code = screen.getByRole('textbox', { name: copy.code.label });
    expect(code).toHaveAccessibleDescription(copy.code.hint);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: copy.code.submitLabel }));

    expect(await screen.findByRole('heading', { name: copy.signedIn.heading })).toHaveFocus();
    expect(auth.verifyCode).toHaveBeenCalledWith('123456');
    expect(onSignedIn).toHaveBeenCalledOnce();
    const pages = screen.getByRole('navigation', { name: copy.signedIn.linksHeading });
    expect(within(pages).getByRole('link', { name: 'Leads inbox' })).toHaveAttribute('href', '/admin/leads');
  });
});

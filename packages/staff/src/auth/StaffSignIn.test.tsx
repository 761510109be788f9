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

const setup = {
  factorId: 'f-1',
  qrCode: 'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

/** An auth service that starts signed out and answers each action as told. */
function fakeAuth(
  answers: Partial<
    Record<'signIn' | 'verifyCode' | 'changePassword' | 'finishFactorSetup', StaffAuthResult>
  > = {},
): StaffAuth {
  return {
    access: vi.fn(async () => signedOut),
    signIn: vi.fn(async () => answers.signIn ?? signedOut),
    verifyCode: vi.fn(async () => answers.verifyCode ?? signedOut),
    changePassword: vi.fn(async () => answers.changePassword ?? signedOut),
    startFactorSetup: vi.fn(async () => ({ ok: true as const, setup })),
    finishFactorSetup: vi.fn(async () => answers.finishFactorSetup ?? signedOut),
    signOut: vi.fn(async () => {}),
    accessToken: vi.fn(async () => null),
    onExpired: () => () => {},
  };
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: copy.form.emailLabel }), 'ann@example.com');
  await user.type(screen.getByLabelText(copy.form.passwordLabel), 'a long passphrase');
  await user.click(screen.getByRole('button', { name: copy.form.submitLabel }));
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
    await signIn(user);

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

  it('should ask for a password of one’s own after a one-time one, checking both fields first', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth({
      signIn: { ok: true, access: { state: 'needs-password', email: 'ann@example.com' } },
      changePassword: { ok: true, access: { state: 'needs-factor', email: 'ann@example.com' } },
    });
    render(<StaffSignIn auth={auth} copy={copy} />);
    await signIn(user);
    expect(await screen.findByRole('heading', { name: copy.newPassword.heading })).toHaveFocus();
    const first = screen.getByLabelText(copy.newPassword.label);
    expect(first).toHaveAttribute('autocomplete', 'new-password');
    await user.type(first, 'too short');
    await user.type(screen.getByLabelText(copy.newPassword.againLabel), 'something else');
    await user.click(screen.getByRole('button', { name: copy.newPassword.submitLabel }));
    expect(screen.getByRole('heading', { name: copy.errors.summaryHeading })).toHaveFocus();
    expect(first).toHaveAccessibleDescription(expect.stringContaining('Use at least 12 characters'));
    expect(screen.getByLabelText(copy.newPassword.againLabel)).toHaveAccessibleDescription(
      copy.errors.newPasswordMismatch,
    );
    expect(auth.changePassword).not.toHaveBeenCalled();
    await user.clear(first);
    await user.type(first, 'a passphrase of mine');
    await user.clear(screen.getByLabelText(copy.newPassword.againLabel));
    await user.type(screen.getByLabelText(copy.newPassword.againLabel), 'a passphrase of mine');
    await user.click(screen.getByRole('button', { name: copy.newPassword.submitLabel }));
    expect(auth.changePassword).toHaveBeenCalledWith('a passphrase of mine');
    expect(await screen.findByRole('heading', { name: copy.factorSetup.heading })).toBeVisible();
  });

  it('should show the QR code and the key in text to set up the app, then take its first code', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth({
      signIn: { ok: true, access: { state: 'needs-factor', email: 'ann@example.com' } },
      finishFactorSetup: {
        ok: true,
        access: { state: 'signed-in', email: 'ann@example.com', level: 'aal2' },
      },
    });
    render(<StaffSignIn auth={auth} copy={copy} issuer="Agency staff" />);
    await signIn(user);
    expect(await screen.findByRole('img', { name: copy.factorSetup.qrAlt })).toHaveAttribute(
      'src',
      setup.qrCode,
    );
    expect(auth.startFactorSetup).toHaveBeenCalledWith('Agency staff');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toHaveAccessibleDescription(
      `${copy.factorSetup.keyLabel}:`,
    );
    await user.type(screen.getByRole('textbox', { name: copy.code.label }), '123 456');
    await user.click(screen.getByRole('button', { name: copy.factorSetup.submitLabel }));
    expect(auth.finishFactorSetup).toHaveBeenCalledWith('f-1', '123456');
    expect(await screen.findByRole('heading', { name: copy.signedIn.heading })).toHaveFocus();
  });
});

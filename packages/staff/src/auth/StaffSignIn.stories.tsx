import { getStaffPagesCopy, getStaffSignInCopy } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type {} from 'msw-storybook-addon/types';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  authFailureHandlers,
  authHandlerList,
  mockSession,
  mockSetupSecret,
  mockStaffAccounts,
  mockTotpCode,
  resetMockAuth,
} from '../mocks/auth';
import { createStaffAuth, resolveStaffBackend, staffSessionStorageKey } from './staffAuth';
import { StaffSignIn, type StaffSignInProps } from './StaffSignIn';

const backend = { url: 'https://staff-stories.supabase.test', key: 'public-anon-key' };
const copy = getStaffSignInCopy();
const links = getStaffPagesCopy().pages.map((page) => ({ label: page.title, href: page.path }));

/** A fresh auth client per story (the session itself lives in localStorage, like on the site). */
function WithBackend(props: Omit<StaffSignInProps, 'auth'>) {
  const auth = useMemo(() => createStaffAuth(backend), []);
  return <StaffSignIn auth={auth} {...props} />;
}

const sameOrigin = 'https://static-host.test';

/** The sign-in on the site's own origin (no backend configured), as the local server's pages use it. */
function SameOrigin(props: Omit<StaffSignInProps, 'auth'>) {
  const auth = useMemo(() => createStaffAuth({ origin: sameOrigin }), []);
  return <StaffSignIn auth={auth} {...props} />;
}

/** Requests the auth service received, e.g. 'POST /auth/v1/token?grant_type=refresh_token'. */
const seen: string[] = [];
const recordRequests = http.all('*/auth/v1/*', ({ request }) => {
  const { pathname, search } = new URL(request.url);
  seen.push(`${request.method} ${pathname}${search}`);
  return undefined;
});

async function storeSession(options: Parameters<typeof mockSession>[0]) {
  localStorage.setItem(staffSessionStorageKey, JSON.stringify(await mockSession(options)));
}

const meta = {
  title: 'Auth/StaffSignIn',
  component: WithBackend,
  args: { copy, links },
  async beforeEach({ msw }) {
    localStorage.removeItem(staffSessionStorageKey);
    resetMockAuth();
    seen.length = 0;
    msw.use(recordRequests, ...authHandlerList);
  },
} satisfies Meta<typeof WithBackend>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvas: ReturnType<typeof within>, email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await canvas.findByLabelText('Email address'), email);
  await user.type(canvas.getByLabelText('Password'), password);
  await user.click(canvas.getByRole('button', { name: 'Sign in' }));
  return user;
}

/** The password form, as a signed-out visitor first sees it. */
export const SignedOut: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByLabelText('Email address')).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

/** Sending the form empty lists what to fix; each message leads to its field. */
export const MissingDetails: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await user.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('heading', { name: 'Please check your answers' })).toHaveFocus();
    await user.click(canvas.getByRole('link', { name: 'Enter your email address.' }));
    await expect(canvas.getByLabelText('Email address')).toHaveFocus();
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    await expect(seen).toEqual([]);
  },
};

/** A wrong password: the message says so, and the email address stays in its field. */
export const WrongPassword: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await signIn(canvas, mockStaffAccounts.editor.email, 'not-my-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(copy.failures['wrong-password']);
    await expect(canvas.getByLabelText('Email address')).toHaveValue(mockStaffAccounts.editor.email);
    await expect(canvas.getByRole('alert')).toHaveFocus();
  },
};

/**
 * An account of the project without the staff role: the password is right, yet no staff page is listed and the
 * page says plainly that this account has no access; it can sign out and use another.
 */
export const NoAccess: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const user = await signIn(canvas, mockStaffAccounts.member.email, mockStaffAccounts.member.password);
    await expect(await canvas.findByRole('heading', { name: copy.noAccess.heading })).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent(mockStaffAccounts.member.email);
    await expect(canvas.queryByRole('link', { name: 'Blog administration' })).toBeNull();
    await user.click(canvas.getByRole('button', { name: copy.noAccess.otherAccountLabel }));
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(localStorage.getItem(staffSessionStorageKey)).toBeNull();
  },
};

/**
 * A staff account without an authenticator app sets one up after its password: the QR code, the key in text (in
 * groups of four), then the app's first code; the staff pages are listed at aal2.
 */
export const SetUpApp: Story = {
  args: { issuer: 'Agency staff' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const user = await signIn(canvas, mockStaffAccounts.editor.email, mockStaffAccounts.editor.password);
    await expect(await canvas.findByRole('heading', { name: copy.factorSetup.heading })).toHaveFocus();
    const qr = await canvas.findByRole('img', { name: copy.factorSetup.qrAlt });
    await waitFor(() => expect((qr as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    const key = mockSetupSecret.replace(/(.{4})(?=.)/g, '$1 ');
    await expect(canvas.getByText(key)).toHaveAccessibleDescription(`${copy.factorSetup.keyLabel}:`);
    await expect(seen).toContain('POST /auth/v1/factors');
    await user.type(canvas.getByLabelText('Code from your authenticator app'), '000000');
    await user.click(canvas.getByRole('button', { name: copy.factorSetup.submitLabel }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(copy.failures['wrong-code']);
    await user.clear(canvas.getByLabelText('Code from your authenticator app'));
    await user.type(canvas.getByLabelText('Code from your authenticator app'), mockTotpCode);
    await user.click(canvas.getByRole('button', { name: copy.factorSetup.submitLabel }));
    await expect(await canvas.findByRole('heading', { name: 'You are signed in' })).toHaveFocus();
    await expect(canvas.getByText(copy.signedIn.levels.aal2)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Blog administration' })).toHaveAttribute(
      'href',
      '/admin/blog',
    );
  },
};

/** The set-up as it first shows, for a look at the QR code and the key (no code typed yet). */
export const SetUpAppShown: Story = {
  args: { issuer: 'Agency staff' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await signIn(canvas, mockStaffAccounts.editor.email, mockStaffAccounts.editor.password);
    await expect(await canvas.findByRole('img', { name: copy.factorSetup.qrAlt })).toBeVisible();
  },
};

/** The service lets no one set up an app (hosted Supabase with TOTP off): the page says so and offers a retry. */
export const SetUpAppUnavailable: Story = {
  async beforeEach({ msw }) {
    msw.use(authFailureHandlers.factorsDisabled);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await signIn(canvas, mockStaffAccounts.editor.email, mockStaffAccounts.editor.password);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(copy.failures['factor-unavailable']);
    await expect(canvas.getByRole('button', { name: copy.factorSetup.retryLabel })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A new account signed in with its one-time password chooses its own first (both fields checked), then the app. */
export const NewPassword: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const user = await signIn(canvas, mockStaffAccounts.newcomer.email, mockStaffAccounts.newcomer.password);
    await expect(await canvas.findByRole('heading', { name: copy.newPassword.heading })).toHaveFocus();
    await user.type(canvas.getByLabelText(copy.newPassword.label), 'a passphrase of my own');
    await user.type(canvas.getByLabelText(copy.newPassword.againLabel), 'a passphrase of my owm');
    await user.click(canvas.getByRole('button', { name: copy.newPassword.submitLabel }));
    await expect(canvas.getByRole('link', { name: copy.errors.newPasswordMismatch })).toBeVisible();
    await user.clear(canvas.getByLabelText(copy.newPassword.againLabel));
    await user.type(canvas.getByLabelText(copy.newPassword.againLabel), 'a passphrase of my own');
    await user.click(canvas.getByRole('button', { name: copy.newPassword.submitLabel }));
    await expect(await canvas.findByRole('heading', { name: copy.factorSetup.heading })).toBeVisible();
    await expect(seen).toContain('PUT /auth/v1/user');
  },
};

/** An account with an authenticator app: a wrong code is refused, the right one raises the session to aal2. */
export const SecondFactor: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const user = await signIn(canvas, mockStaffAccounts.admin.email, mockStaffAccounts.admin.password);
    await expect(await canvas.findByRole('heading', { name: 'Enter your code' })).toHaveFocus();
    const code = canvas.getByLabelText('Code from your authenticator app');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(canvas.getByRole('button', { name: 'Verify code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(copy.failures['wrong-code']);
    await user.clear(code);
    await user.type(code, mockTotpCode);
    await user.click(canvas.getByRole('button', { name: 'Verify code' }));
    await expect(await canvas.findByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(canvas.getByText(copy.signedIn.levels.aal2)).toBeVisible();
  },
};

/** A code in the wrong shape is caught before any call. */
export const CodeFormat: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const user = await signIn(canvas, mockStaffAccounts.admin.email, mockStaffAccounts.admin.password);
    await user.type(await canvas.findByLabelText('Code from your authenticator app'), '12ab');
    const before = seen.length;
    await user.click(canvas.getByRole('button', { name: 'Verify code' }));
    await expect(canvas.getByRole('link', { name: copy.errors.codeFormat })).toBeVisible();
    await expect(seen.length).toBe(before);
  },
};

/** A stored session whose access token has expired is refreshed by supabase-js itself: still signed in. */
export const TokenRefresh: Story = {
  async beforeEach() {
    await storeSession({ account: mockStaffAccounts.admin, level: 'aal2', expiresIn: -120 });
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(seen).toContain('POST /auth/v1/token?grant_type=refresh_token');
  },
};

/** The refresh token is refused: the session has expired, and the page says so. */
export const SessionExpired: Story = {
  async beforeEach({ msw }) {
    msw.use(authFailureHandlers.refreshRejected);
    await storeSession({ account: mockStaffAccounts.editor, expiresIn: -120 });
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(copy.notices.expired);
    await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  },
};

/** The sign-in service cannot be reached. */
export const NetworkFailure: Story = {
  async beforeEach({ msw }) {
    msw.use(authFailureHandlers.networkError);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await signIn(canvas, mockStaffAccounts.editor.email, mockStaffAccounts.editor.password);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(copy.failures.network);
    await expect(canvas.getByLabelText('Password')).toHaveValue(mockStaffAccounts.editor.password);
  },
};

/** Too many attempts. */
export const RateLimited: Story = {
  async beforeEach({ msw }) {
    msw.use(authFailureHandlers.rateLimited);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await signIn(canvas, mockStaffAccounts.editor.email, mockStaffAccounts.editor.password);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(copy.failures['rate-limited']);
  },
};

/** Signed in already (a stored session), then Sign out. */
export const SignOut: Story = {
  async beforeEach() {
    await storeSession({ account: mockStaffAccounts.admin, level: 'aal2' });
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    await expect(await canvas.findByText(`Signed in as ${mockStaffAccounts.admin.email}.`)).toBeVisible();
    await user.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(copy.notices.signedOut);
    await waitFor(() => expect(localStorage.getItem(staffSessionStorageKey)).toBeNull());
    await expect(seen.some((request) => request.startsWith('POST /auth/v1/logout'))).toBe(true);
  },
};

/** On the site's own origin where no sign-in service answers (a static host): the page says so before any typing. */
export const NotServed: Story = {
  render: (args) => <SameOrigin {...args} />,
  async beforeEach({ msw }) {
    msw.use(http.get(`${sameOrigin}/auth/v1/health`, () => new HttpResponse('Not found', { status: 404 })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: copy.notConfigured.heading })).toBeVisible();
    await expect(canvas.queryByLabelText('Email address')).toBeNull();
  },
};

/** No backend configured: the page says so plainly. */
export const NotConfigured: Story = {
  render: (args) => <StaffSignIn {...args} auth={null} />,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: copy.notConfigured.heading })).toBeVisible();
    await expect(canvas.queryByLabelText('Email address')).toBeNull();
  },
};

function configErrorOf(config: { url: string; key: string }): string {
  try {
    resolveStaffBackend(config);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

/** A backend set up wrongly (not an http(s) address): the message says what to fix. */
export const ConfigError: Story = {
  render: (args) => (
    <StaffSignIn {...args} auth={null} configError={configErrorOf({ url: 'supabase.example', key: 'k' })} />
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: copy.configErrorHeading })).toBeVisible();
    await expect(canvas.getByText(/must start with http:\/\/ or https:\/\//)).toBeVisible();
  },
};

// POST /auth/v1/token: password sign-in (`grant_type=password`) and refresh (`grant_type=refresh_token`).
// Sign-in failures are counted per account and per client address in the shared limit store, each answered after a
// wait that grows with the failures, and refused past the limit; an unknown email address gets exactly the answers a
// wrong password gets (same status, body, waits and limits; a hash is checked all the same).
import { authError, type AuthOutcome } from './answers.ts';
import {
  countAttempt,
  issueSession,
  readJson,
  tooManyAttempts,
  type AuthDeps,
  isOutcome,
  passwordLimitKey,
} from './context.ts';
import { checkPassword } from './passwords.ts';
import { refreshTokenHash } from './tokens.ts';

export interface GrantRequest {
  request: Request;
  issuer: string;
  address: string;
}

/** The answer to a wrong email address or password, whichever it was. */
const invalidCredentials = () => authError(400, 'invalid_credentials', 'Invalid login credentials');

export async function passwordGrant(
  deps: AuthDeps,
  { request, issuer, address }: GrantRequest,
): Promise<AuthOutcome> {
  const body = await readJson(request);
  if (isOutcome(body)) return body;
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email || !password || email.length > 255 || password.length > 1000)
    return authError(400, 'validation_failed', 'An email address and a password are required.');

  const accountKey = passwordLimitKey(email);
  const addressKey = `auth:password:address:${address}`;
  const account = await countAttempt(deps, accountKey, deps.rules.passwordPerAccount);
  const fromAddress = await countAttempt(deps, addressKey, deps.rules.passwordPerAddress);
  if (account.over || fromAddress.over)
    return tooManyAttempts(
      deps,
      Math.max(account.over ? account.retryAfter : 0, fromAddress.over ? fromAddress.retryAfter : 0),
    );

  const user = await deps.store.userByEmail(email);
  if (!(await checkPassword(user?.passwordHash ?? null, password)) || !user) {
    await deps.sleep(deps.rules.failureDelayMs * Math.min(account.count, 5));
    return invalidCredentials();
  }

  // A good sign-in: the account's count starts again, and the address is not charged for it.
  await deps.store.clearLimit(accountKey);
  await deps.store.refundLimit(addressKey);
  const now = deps.now();
  const session = await deps.store.createSession({
    userId: user.id,
    notAfter: new Date(now + deps.rules.sessionMaxMs),
    method: 'password',
    userAgent: request.headers.get('user-agent'),
    ip: address,
  });
  await deps.store.recordSignIn(user.id, new Date(now));
  const signedInUser = (await deps.store.userById(user.id)) ?? user;
  return issueSession(deps, { user: signedInUser, sessionId: session.id, issuer, reason: 'signed_in' });
}

export async function refreshGrant(
  deps: AuthDeps,
  { request, issuer, address }: GrantRequest,
): Promise<AuthOutcome> {
  const body = await readJson(request);
  if (isOutcome(body)) return body;
  const token = typeof body.refresh_token === 'string' ? body.refresh_token.trim() : '';
  if (!token || token.length > 200)
    return authError(400, 'validation_failed', 'A refresh token is required.');
  const limited = await countAttempt(deps, `auth:refresh:address:${address}`, deps.rules.refreshPerAddress);
  if (limited.over) return tooManyAttempts(deps, limited.retryAfter);

  const hash = refreshTokenHash(token);
  const used = await deps.store.useRefreshToken(hash, {
    now: new Date(deps.now()),
    reuseIntervalMs: deps.rules.refreshReuseMs,
    idleMs: deps.rules.sessionIdleMs,
  });
  if (used.kind === 'unknown')
    return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (used.kind === 'reused')
    return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  const user = await deps.store.userById(used.session.userId);
  if (!user)
    return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  return issueSession(deps, { user, sessionId: used.session.id, issuer, parent: hash, reason: used.kind });
}

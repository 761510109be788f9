// The second factor: POST /auth/v1/factors (set up an authenticator app: its secret, otpauth:// address and QR code),
// POST /auth/v1/factors/:id/challenge and POST /auth/v1/factors/:id/verify (a code from the app raises the session to
// aal2 and, the first time, completes the set-up). Codes are counted per account like passwords; each is accepted once.
import { passwordChangeRequiredClaim } from '@agency/content/contracts';
import { authError, ok, type AuthOutcome } from './answers.ts';
import {
  codeLimitKey,
  countAttempt,
  issueSession,
  isOutcome,
  readJson,
  tooManyAttempts,
  type AuthDeps,
  type SignedIn,
} from './context.ts';
import { newTotpSecret, qrCodeSvg, totpTimeStep, totpUri } from './totp.ts';

/** The account must first replace its one-time password. */
function passwordFirst(who: SignedIn): AuthOutcome | null {
  return who.user.appMetadata[passwordChangeRequiredClaim] === true
    ? authError(
        403,
        'password_change_required',
        'Choose a new password before setting up the authenticator app.',
      )
    : null;
}

export async function enrolFactor(
  deps: AuthDeps,
  request: Request,
  who: SignedIn,
  defaultIssuer: string,
): Promise<AuthOutcome> {
  const body = await readJson(request);
  if (isOutcome(body)) return body;
  if (body.factor_type !== 'totp')
    return authError(
      422,
      'validation_failed',
      'Only an authenticator app (factor_type "totp") can be set up here.',
    );
  const first = passwordFirst(who);
  if (first) return first;
  if (who.factors.some((factor) => factor.status === 'verified')) {
    if (who.session.aal !== 'aal2')
      return authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    return authError(
      422,
      'too_many_enrolled_mfa_factors',
      'This account has an authenticator app already; the `staff reset-factor` command removes it.',
    );
  }
  const text = (value: unknown, max: number) =>
    typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
  const issuer = text(body.issuer, 100) ?? defaultIssuer;
  const secret = newTotpSecret();
  const factor = await deps.store.createFactor(who.user.id, secret, text(body.friendly_name, 100));
  const uri = totpUri(secret, issuer, who.user.email);
  return ok(
    {
      id: factor.id,
      type: 'totp',
      friendly_name: factor.friendlyName ?? '',
      totp: { qr_code: await qrCodeSvg(uri), secret, uri },
    },
    'factor_enrolled',
  );
}

export async function challengeFactor(
  deps: AuthDeps,
  factorId: string,
  who: SignedIn,
  address: string,
): Promise<AuthOutcome> {
  const first = passwordFirst(who);
  if (first) return first;
  const factor = who.factors.find((candidate) => candidate.id === factorId);
  if (!factor) return authError(404, 'mfa_factor_not_found', 'Factor not found');
  const challenge = await deps.store.createChallenge(factor.id, address);
  return ok(
    {
      id: challenge.id,
      type: 'totp',
      expires_at: Math.floor((challenge.createdAt.getTime() + deps.rules.challengeMs) / 1000),
    },
    'challenged',
  );
}

export async function verifyFactor(
  deps: AuthDeps,
  request: Request,
  factorId: string,
  who: SignedIn,
  issuer: string,
): Promise<AuthOutcome> {
  const body = await readJson(request);
  if (isOutcome(body)) return body;
  const first = passwordFirst(who);
  if (first) return first;
  const factor = who.factors.find((candidate) => candidate.id === factorId);
  if (!factor) return authError(404, 'mfa_factor_not_found', 'Factor not found');
  const now = deps.now();
  const challenge =
    typeof body.challenge_id === 'string' ? await deps.store.challenge(body.challenge_id) : null;
  if (
    !challenge ||
    challenge.factorId !== factor.id ||
    challenge.verifiedAt !== null ||
    now - challenge.createdAt.getTime() > deps.rules.challengeMs
  )
    return authError(
      422,
      'mfa_challenge_expired',
      'The challenge has expired or was used: create a new challenge and verify against it.',
    );

  const limitKey = codeLimitKey(who.user.id);
  const attempt = await countAttempt(deps, limitKey, deps.rules.codePerAccount);
  if (attempt.over) return tooManyAttempts(deps, attempt.retryAfter);
  const code = typeof body.code === 'string' ? body.code.replace(/\s+/g, '') : '';
  const timeStep = await totpTimeStep(factor.secret, code, now);
  const accepted =
    timeStep !== null &&
    (await deps.store.acceptCode({
      factorId: factor.id,
      challengeId: challenge.id,
      timeStep,
      sessionId: who.session.id,
      at: new Date(now),
    }));
  if (!accepted) {
    await deps.sleep(deps.rules.failureDelayMs * Math.min(attempt.count, 5));
    return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  }
  await deps.store.clearLimit(limitKey);
  // The session is aal2 now: its earlier refresh tokens (aal1) are replaced by the new pair.
  await deps.store.revokeRefreshTokens(who.session.id);
  return issueSession(deps, {
    user: who.user,
    sessionId: who.session.id,
    issuer,
    reason: factor.status === 'verified' ? 'code_verified' : 'factor_verified',
  });
}

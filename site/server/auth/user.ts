// GET /auth/v1/user (the signed-in user with its factors), PUT /auth/v1/user (a new password: what supabase-js's
// updateUser sends; it replaces a one-time password and ends the account's other sessions) and POST /auth/v1/logout.
import { authError, ok, userJson, type AuthOutcome } from './answers.ts';
import { isOutcome, readJson, type AuthDeps, type SignedIn } from './context.ts';
import { checkPassword, hashPassword, newPasswordProblem, passwordMinLength } from './passwords.ts';

export function getUser(who: SignedIn): AuthOutcome {
  return ok(userJson(who.user, who.factors), 'user');
}

/** Fields supabase-js sends with every updateUser besides what changes; they change nothing here. */
const ignoredFields = new Set(['code_challenge', 'code_challenge_method', 'nonce']);

export async function updateUser(deps: AuthDeps, request: Request, who: SignedIn): Promise<AuthOutcome> {
  const body = await readJson(request);
  if (isOutcome(body)) return body;
  const others = Object.entries(body).filter(
    ([name, value]) =>
      name !== 'password' && !ignoredFields.has(name) && value !== null && value !== undefined,
  );
  if (others.length > 0 || typeof body.password !== 'string')
    return authError(
      422,
      'validation_failed',
      'Only the password can be changed here; the `staff` command manages accounts.',
    );
  if (who.factors.some((factor) => factor.status === 'verified') && who.session.aal !== 'aal2')
    return authError(403, 'insufficient_aal', 'AAL2 session is required to update the password');
  const password = body.password;
  const problem = newPasswordProblem(password, who.user.email);
  if (problem)
    return authError(
      422,
      'weak_password',
      problem === 'length'
        ? `Password should be at least ${passwordMinLength} characters.`
        : 'Password should not be the email address.',
      { body: { weak_password: { reasons: [problem === 'length' ? 'length' : 'characters'] } } },
    );
  if (await checkPassword(who.user.passwordHash, password))
    return authError(422, 'same_password', 'New password should be different from the old password.');
  const updated = await deps.store.setPassword(who.user.id, await hashPassword(password), {
    changeRequired: false,
    keepSessionId: who.session.id,
  });
  if (!updated) return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return ok(userJson(updated, who.factors), 'password_changed');
}

/** `scope`: global (every session of the account, the default), local (this one) or others. */
export async function logout(deps: AuthDeps, request: Request, who: SignedIn): Promise<AuthOutcome> {
  const scope = new URL(request.url).searchParams.get('scope') ?? 'global';
  if (scope === 'local') await deps.store.endSession(who.session.id);
  else if (scope === 'others') await deps.store.endUserSessions(who.user.id, who.session.id);
  else if (scope === 'global') await deps.store.endUserSessions(who.user.id);
  else return authError(400, 'validation_failed', 'scope must be global, local or others.');
  return { status: 204, reason: `signed_out_${scope}` };
}

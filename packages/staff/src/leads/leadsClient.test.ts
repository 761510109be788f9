// The inbox's client words each refusal of the 'leads-admin' function (mocked with msw): a session without its second
// factor is told how to get in, an account without the staff role that it has no access.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAuth } from '../auth/staffAuth';
import { createLeadsClient } from './leadsClient';

const backend = { url: 'https://project.example', key: 'public-key' };
const functionUrl = `${backend.url}/functions/v1/leads-admin`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A signed-in session's token: all the client asks of the auth. */
const auth = { accessToken: async () => 'a-token' } as unknown as StaffAuth;

describe('createLeadsClient', () => {
  it.each([
    [403, { error: 'mfa_required', message: 'Enter the code' }, 'needsSecondFactor'],
    [403, { error: 'forbidden', message: 'No access' }, 'noAccess'],
    [403, 'not json', 'noAccess'],
    [401, { error: 'unauthenticated' }, 'signedOut'],
    [503, { error: 'unavailable' }, 'unavailable'],
  ])('words a %i %j as %s', async (status, body, reason) => {
    let seen: Request | undefined;
    server.use(
      http.get(functionUrl, ({ request }) => {
        seen = request;
        return typeof body === 'string'
          ? new HttpResponse(body, { status })
          : HttpResponse.json(body, { status });
      }),
    );
    expect(await createLeadsClient(auth, backend).list({})).toEqual({ ok: false, reason });
    expect(seen?.headers.get('authorization')).toBe('Bearer a-token');
    expect(seen?.headers.get('apikey')).toBe(backend.key);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { leadHandlers, mockLeadId } from './lead';
import { server } from './node';

const url = 'https://project.example.com/functions/v1/lead';
const post = (body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const lead = { name: 'Mary Jones', phone: '205 555 0147', bestTime: 'morning', consent: false };

describe('lead mocks', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('should store a lead by default (201)', async () => {
    const response = await post(lead);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: mockLeadId, outsideServedStates: false });
  });

  it('should answer a lead without a name with the 400 of the contract', async () => {
    const response = await post({ ...lead, name: ' ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid', issues: [{ field: 'name' }] });
  });

  it.each([
    ['outsideServedStates', 201],
    ['invalid', 400],
    ['outOfDate', 400],
    ['unavailable', 503],
    ['rateLimited', 429],
  ] as const)('should answer %s with status %i', async (name, status) => {
    server.use(leadHandlers[name]);
    expect((await post(lead)).status).toBe(status);
  });

  it('should fail the request itself on a network error', async () => {
    server.use(leadHandlers.networkError);
    await expect(post(lead)).rejects.toThrow();
  });
});

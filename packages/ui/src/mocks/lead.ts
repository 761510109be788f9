import { delay, http, HttpResponse } from 'msw';
import type { CallbackRequestBody } from '../widgets/CallbackForm/callbackFormModel';
import { leadFunctionPattern } from './endpoints';

/** The id of a lead the mock "stored". */
export const mockLeadId = 'lead_mock_0001';

/** The 400 of a number the function's phone library refuses although it has ten digits. */
export const mockLeadPhoneIssue =
  'This does not look like a U.S. phone number. Please enter your 10-digit number with its area code, like 205 555 0147.';

/** The 503 message (the function's own words name the phone number and hours). */
export const mockLeadUnavailableMessage =
  'We could not save your request just now, so it has not reached us. Please call us at 1-800-555-0100, or try again in a few minutes.';

const created = (outsideServedStates: boolean) =>
  HttpResponse.json({ ok: true, id: mockLeadId, outsideServedStates }, { status: 201 });

/**
 * The lead function's states (`POST /functions/v1/lead`, packages/lead/README.md), one handler each. Stories and
 * tests pick one with `msw.use(...)`; `ok` is the happy path registered by default.
 */
export const leadHandlers = {
  /** 201: stored. A JSON body without a name or phone gets the 400 a real function gives. */
  ok: http.post(leadFunctionPattern, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as Partial<CallbackRequestBody> | null;
    if (!body?.name?.trim() || !body.phone?.trim())
      return HttpResponse.json(
        {
          error: 'invalid',
          issues: [
            ...(body?.name?.trim() ? [] : [{ field: 'name', message: 'Please enter your name.' }]),
            ...(body?.phone?.trim() ? [] : [{ field: 'phone', message: 'Please enter your phone number.' }]),
          ],
        },
        { status: 400 },
      );
    return created(false);
  }),
  /** 201, with a ZIP in a state the agency does not serve (the lead is kept). */
  outsideServedStates: http.post(leadFunctionPattern, () => created(true)),
  /** 201, but only after 2.5 s (the sending state). */
  slow: http.post(leadFunctionPattern, async () => {
    await delay(2500);
    return created(false);
  }),
  /** 400: the function refuses the phone number. */
  invalid: http.post(leadFunctionPattern, () =>
    HttpResponse.json(
      { error: 'invalid', issues: [{ field: 'phone', message: mockLeadPhoneIssue }] },
      { status: 400 },
    ),
  ),
  /** 400: the consent text changed since the page was built. */
  outOfDate: http.post(leadFunctionPattern, () =>
    HttpResponse.json(
      {
        error: 'invalid',
        issues: [
          {
            field: 'consentVersion',
            message: 'This form is out of date. Please reload the page and send it again.',
          },
        ],
      },
      { status: 400 },
    ),
  ),
  /** 503: the database is down; nothing was stored. */
  unavailable: http.post(leadFunctionPattern, () =>
    HttpResponse.json({ error: 'unavailable', message: mockLeadUnavailableMessage }, { status: 503 }),
  ),
  /** 429: too many requests. */
  rateLimited: http.post(leadFunctionPattern, () =>
    HttpResponse.json(
      { error: 'rate_limited', message: 'Please wait a few minutes.' },
      { status: 429, headers: { 'Retry-After': '600' } },
    ),
  ),
  /** The request never reaches a server (offline, DNS, CORS). */
  networkError: http.post(leadFunctionPattern, () => HttpResponse.error()),
};

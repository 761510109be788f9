// The lead function's answers for stories and tests, in the lead call's contract (@agency/content/contracts): its
// field messages and answer shapes, so the mocks say what the real function says.
import {
  leadFieldMessages,
  type LeadErrorResponse,
  type LeadInvalidResponse,
  type LeadIssue,
  type LeadRequest,
} from '@agency/content/contracts';
import { delay, http, HttpResponse } from 'msw';
import { leadFunctionPattern } from './endpoints';

/** The id of a lead the mock "stored". */
export const mockLeadId = '3f2a9c1e-4b7d-4c1a-9e2f-0a1b2c3d4e5f';

/** The 400 of a number the function's phone library refuses although it has ten digits. */
export const mockLeadPhoneIssue = leadFieldMessages.phoneInvalid;

/** The 503 message (the function's own words name the phone number and hours). */
export const mockLeadUnavailableMessage =
  'We could not save your request just now, so it has not reached us. Please call us at 1-800-555-0100, or try again in a few minutes.';

const created = (outsideServedStates: boolean) =>
  HttpResponse.json({ ok: true as const, id: mockLeadId, outsideServedStates }, { status: 201 });

/** A 400 naming each invalid field, as the function writes it. */
const invalid = (...issues: LeadIssue[]) =>
  HttpResponse.json<LeadInvalidResponse>({ error: 'invalid', issues }, { status: 400 });

/** Any other refusal (nothing stored), as the function writes it. */
const refused = (body: LeadErrorResponse, init: { status: number; headers?: Record<string, string> }) =>
  HttpResponse.json<LeadErrorResponse>(body, init);

/**
 * The lead function's states (`POST /functions/v1/lead`, packages/lead/README.md), one handler each. Stories and
 * tests pick one with `msw.use(...)`; `ok` is the happy path registered by default.
 */
export const leadHandlers = {
  /** 201: stored. A JSON body without a name or phone gets the 400 a real function gives. */
  ok: http.post(leadFunctionPattern, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as Partial<LeadRequest> | null;
    if (!body?.name?.trim() || !body.phone?.trim())
      return invalid(
        ...(body?.name?.trim() ? [] : [{ field: 'name' as const, message: leadFieldMessages.nameMissing }]),
        ...(body?.phone?.trim()
          ? []
          : [{ field: 'phone' as const, message: leadFieldMessages.phoneMissing }]),
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
  invalid: http.post(leadFunctionPattern, () => invalid({ field: 'phone', message: mockLeadPhoneIssue })),
  /** 400: the consent text changed since the page was built. */
  outOfDate: http.post(leadFunctionPattern, () =>
    invalid({ field: 'consentVersion', message: leadFieldMessages.consentVersionUnknown }),
  ),
  /** 503: the database is down; nothing was stored. */
  unavailable: http.post(leadFunctionPattern, () =>
    refused({ error: 'unavailable', message: mockLeadUnavailableMessage }, { status: 503 }),
  ),
  /** 429: too many requests. */
  rateLimited: http.post(leadFunctionPattern, () =>
    refused(
      { error: 'rate_limited', message: 'Please wait a few minutes.' },
      { status: 429, headers: { 'Retry-After': '600' } },
    ),
  ),
  /** The request never reaches a server (offline, DNS, CORS). */
  networkError: http.post(leadFunctionPattern, () => HttpResponse.error()),
};

// Story and test fixtures: the callback form's real words from @agency/content, passed in as the site passes them.
// Only stories and tests import this file (ui never imports @agency/content at run time).
import { brand, getCallHours, getSections, getServiceAreas } from '@agency/content';
import { http, HttpResponse } from 'msw';
import { leadFunctionPattern } from '../../mocks/endpoints';
import { mockLeadId } from '../../mocks/lead';
import type { CallbackFormProps } from './CallbackForm';
import type { CallbackRequestBody } from './callbackFormModel';

const sections = getSections();

export const callbackFormCopy = sections.callback;

/** The form as the contact section of /aep/birmingham shows it. */
export const callbackFormArgs = {
  page: '/aep/birmingham',
  consentText: sections.contact.consentLabel,
  consentVersion: sections.contact.consentVersion,
  copy: callbackFormCopy,
  phone: brand.tollFreePhone,
  callHours: getCallHours(),
  statesServed: getServiceAreas().map((area) => area.name),
} satisfies CallbackFormProps;

/** A handler that keeps each request body it stores, for a story or test to read. */
export function recordingLeadHandler(
  bodies: CallbackRequestBody[],
  answer: { outsideServedStates?: boolean } = {},
) {
  return http.post(leadFunctionPattern, async ({ request }) => {
    bodies.push((await request.json()) as CallbackRequestBody);
    return HttpResponse.json(
      { ok: true, id: mockLeadId, outsideServedStates: answer.outsideServedStates ?? false },
      { status: 201 },
    );
  });
}

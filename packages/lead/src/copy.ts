// The sentences of the function's error answers that a visitor may read, with the agency's phone number and hours
// from @agency/content. (The callback form's own words arrive with the form; these move to content with them.)
import { brand } from '@agency/content';

const phone = brand.tollFreePhone.display;
const hours = brand.officeHours.contact;

/** Plain-words messages of the 429, 500 and 503 answers. */
export const leadErrorMessages = {
  unavailable: `We could not save your request just now, so it has not reached us. Please call us at ${phone} (${hours}), or try again in a few minutes.`,
  rateLimited: `We have received several requests from you in a short time. Please wait a few minutes, or call us at ${phone}.`,
  internal: `Something went wrong on our side and your request has not reached us. Please call us at ${phone}.`,
} as const;

// The callback request's fields, limits and plain-words messages, with no zod and no phone library: the part of the
// lead call's contract a browser bundle may import from `@agency/lead/fields`. They are defined once, in the lead
// call's contract (@agency/content/contracts), which the callback form and its mocks read too.
export {
  bestTimes,
  callbackAnchor,
  callbackErrorKinds,
  callbackErrorParam,
  callbackProblemAnchor,
  defaultThankYouPath,
  leadFieldMessages,
  leadFields,
  leadLimits,
  type BestTime,
  type LeadField,
} from '@agency/content/contracts';

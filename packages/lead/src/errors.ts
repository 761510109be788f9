// The error thrown for a setting the 'lead' function cannot use.

/** Thrown when a setting has a value the function cannot use; the message lists every problem (never a secret). */
export class LeadConfigError extends Error {
  override readonly name = 'LeadConfigError';
}

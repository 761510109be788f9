// The one check of a backend address (SPEC §5: a valid http(s) address), shared by the chat transport and the staff
// sign-in, so both say the same thing about the same mistake.

/**
 * Throws an Error that says what to fix unless `url` is an http(s) address. `what` names the setting in the message,
 * e.g. "Chat backend URL".
 */
export function checkBackendUrl(what: string, url: string): void {
  if (!/^https?:\/\//i.test(url)) {
    throw new Error(`${what} must start with http:// or https:// — got "${url}"`);
  }
  try {
    new URL(url);
  } catch {
    throw new Error(`${what} is not a valid address — got "${url}"`);
  }
}

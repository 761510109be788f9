// The form every guardrail reads a message in.

/** Lower-cased text with straight apostrophes and single spaces. */
export function plain(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
}

/** Today's date in the browser's time zone, as YYYY-MM-DD (what post dates are compared with). */
export function today(): string {
  return new Date().toLocaleDateString('en-CA');
}

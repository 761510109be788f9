// How the 'lead' function tells a JSON call from a plain form post (no JavaScript), and where a form post lands: a 303
// to the thank-you page once stored, or back to the form's page with `?callback-error=` naming the problem, on the
// site the visitor came from.
import { mediaType, type FunctionGate } from '@agency/chat';
import type { LeadFunctionOutcome } from './answers.ts';
import { callbackErrorParam, callbackProblemAnchor } from './fields.ts';

/** How a request sends its fields. */
export type LeadRequestFormat = 'json' | 'form';

/** The format of a request by its media type; undefined for one the function does not take (415). */
export function requestFormat(request: Request): LeadRequestFormat | undefined {
  const type = mediaType(request);
  return type === 'application/json'
    ? 'json'
    : type === 'application/x-www-form-urlencoded'
      ? 'form'
      : undefined;
}

/** `page` with `callback-error=value` (any earlier one replaced) and the anchor of the form's notice for it. */
export function pageWithCallbackError(page: string, value: string): string {
  const url = new URL(page, 'https://site.invalid');
  url.searchParams.delete(callbackErrorParam);
  const search = url.search ? `${url.search}&` : '?';
  return `${url.pathname}${search}${callbackErrorParam}=${value}#${callbackProblemAnchor(value)}`;
}

/**
 * The maker of a form post's 303s to a site path: on the page's own origin when it called from an allowed other
 * origin. That Origin is the site the visitor came from (the browser writes it); an opaque one ('null', from a
 * sandboxed page) names no site, and the path stays relative.
 */
export function formRedirects(
  request: Request,
  gate: FunctionGate & { pass: true },
): (path: string, reason: string) => LeadFunctionOutcome {
  const origin = request.headers.get('origin') ?? '';
  const siteOrigin = gate.crossOrigin && /^https?:\/\/[^/\s?#]+$/i.test(origin) ? origin : '';
  return (path, reason) => ({
    status: 303,
    reason,
    headers: { ...gate.corsHeaders, location: `${siteOrigin}${path}` },
  });
}

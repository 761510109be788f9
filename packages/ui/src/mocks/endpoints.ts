// The functions' paths as msw patterns, from the calls' contracts (@agency/content/contracts), so the widgets'
// network code and the mocks break together when a path changes.
import { chatCall, leadCall } from '@agency/content/contracts';

/** Path of the serverless function named 'chat' (Supabase Edge Functions layout; the local server answers it too). */
export const chatFunctionPath = chatCall.path;

/** Matches the chat function on any origin (the site's own, or a Supabase project). */
export const chatFunctionPattern = `*${chatFunctionPath}`;

/** Path of the serverless function named 'lead' (the callback request form posts here, as JSON or as a plain form). */
export const leadFunctionPath = leadCall.path;

/** Matches the lead function on any origin. */
export const leadFunctionPattern = `*${leadFunctionPath}`;

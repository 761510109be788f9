// URL builders shared by the widgets' network code and the msw handlers, so a renamed route breaks both together.

/** Path of the serverless function named 'chat' (Supabase Edge Functions layout; the local server answers it too). */
export const chatFunctionPath = '/functions/v1/chat';

/** Matches the chat function on any origin (the site's own, or a Supabase project). */
export const chatFunctionPattern = `*${chatFunctionPath}`;

/** Path of the serverless function named 'lead' (the callback request form posts here, as JSON or as a plain form). */
export const leadFunctionPath = '/functions/v1/lead';

/** Matches the lead function on any origin. */
export const leadFunctionPattern = `*${leadFunctionPath}`;

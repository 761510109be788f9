// Supabase Edge Function 'chat' (Deno): the @agency/chat fetch handler, configured from the function's secrets
// (CHAT_ALLOWED_ORIGINS, CHAT_LLM_BASE_URL, CHAT_LLM_API_KEY, CHAT_LLM_MODEL, CHAT_RATE_LIMIT_PER_ID,
// CHAT_RATE_LIMIT_PER_ADDRESS, CHAT_CLIENT_ADDRESS_SOURCE). `@agency/chat` resolves through ./deno.json to ./dist/chat.js, a self-contained
// bundle: build it before serving or deploying (see docs/deploy.md):
//   pnpm --filter @agency/content build && pnpm --filter @agency/chat bundle:edge
//   supabase functions deploy chat --no-verify-jwt
import { chatOptionsFromEnv, createChatHandler } from '@agency/chat';

// A bad configuration throws here, at boot, with a message naming each bad variable (never the API key).
Deno.serve(createChatHandler(chatOptionsFromEnv(Deno.env.toObject())));

// Supabase Edge Function 'chat' (Deno): the @agency/chat fetch handler, configured from the function's secrets
// (CHAT_ALLOWED_ORIGINS, CHAT_LLM_BASE_URL, CHAT_LLM_API_KEY, CHAT_LLM_MODEL, CHAT_RATE_LIMIT_PER_ID,
// CHAT_RATE_LIMIT_PER_ADDRESS, CHAT_CLIENT_ADDRESS_SOURCE), its rate limits shared in PostgreSQL (SUPABASE_DB_URL,
// set by Supabase). `@agency/chat` resolves through ./deno.json to ./dist/chat.js, a bundle: build it before serving
// or deploying (see docs/deploy.md):
//   pnpm build:edge
//   supabase functions deploy chat --no-verify-jwt
import { createChatFunction } from '@agency/chat';

// A bad configuration throws here, at boot, with a message naming each bad variable (never the API key).
Deno.serve(createChatFunction(Deno.env.toObject()));

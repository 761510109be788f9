// Supabase Edge Function 'lead' (Deno): the callback request form's function (@agency/lead), configured from the
// function's secrets (LEAD_IP_HASH_KEY, LEAD_ALLOWED_ORIGINS, LEAD_WEBHOOK_URL, … see docs/deploy.md §4), storing
// each request with its consent in PostgreSQL (SUPABASE_DB_URL, set by Supabase) before it answers "received".
// `@agency/lead` resolves through ./deno.json to ./dist/lead.js, a bundle: build it before serving or deploying:
//   pnpm build:edge
//   supabase functions deploy lead --no-verify-jwt
import { createLeadFunction } from '@agency/lead';

// A bad configuration throws here, at boot, with a message naming each bad variable (never a secret).
Deno.serve(createLeadFunction(Deno.env.toObject()));

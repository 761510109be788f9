// Supabase Edge Function 'leads-admin' (Deno): the staff inbox's function (@agency/lead/admin). It verifies the
// caller's token against the project's key set (SUPABASE_URL/auth/v1/.well-known/jwks.json, cached 10 minutes),
// requires app_metadata.role = 'staff', and reads and changes the leads in PostgreSQL (SUPABASE_DB_URL).
// `@agency/leads-admin` resolves through ./deno.json to ./dist/leads-admin.js, a bundle: build it before deploying:
//   pnpm build:edge
//   supabase functions deploy leads-admin --no-verify-jwt
import { createLeadsAdminFunction } from '@agency/leads-admin';

// A bad configuration throws here, at boot, with a message naming each bad variable.
Deno.serve(createLeadsAdminFunction(Deno.env.toObject()));

// Test helpers of the staff function: a real key set served over HTTP from a local node:http server (its hits
// counted), ES256 tokens signed the way Supabase Auth signs them, and requests.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authPaths, authServiceOf } from '@agency/content/contracts';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export const functionUrl = 'http://localhost:54321/functions/v1/leads-admin';

export interface KeySetServer {
  url: string;
  /** `${url}/auth/v1` */
  issuer: string;
  jwksUrl: string;
  /** How many times the key set was fetched. */
  hits(): number;
  resetHits(): void;
  close(): Promise<void>;
}

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export async function newSigningKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return { kid, privateKey, publicJwk };
}

/** Serves `{ keys }` at /auth/v1/.well-known/jwks.json on a free port of 127.0.0.1. */
export async function serveKeySet(keys: JWK[]): Promise<KeySetServer> {
  let hits = 0;
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === authPaths.jwks) {
      hits += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys }));
      return;
    }
    response.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    ...authServiceOf(url),
    hits: () => hits,
    resetHits: () => {
      hits = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface TokenOptions {
  key: SigningKey;
  issuer: string;
  sub?: string | null;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  aal?: 'aal1' | 'aal2';
  /** Seconds from now; negative for an expired token. Default 3600. */
  expiresIn?: number;
  audience?: string;
  /** Sign with this key but name `kid` (a forged token that claims the real key). */
  kid?: string;
}

/** An access token shaped as Supabase Auth's (sub, aud, role, aal, amr, app_metadata, user_metadata, iss, exp). */
export async function signToken(options: TokenOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = {
    role: 'authenticated',
    email: 'someone@example.com',
    aal: options.aal ?? 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: crypto.randomUUID(),
    app_metadata: options.appMetadata ?? { provider: 'email', providers: ['email'] },
    user_metadata: options.userMetadata ?? {},
  };
  let jwt = new SignJWT(payload)
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: options.kid ?? options.key.kid })
    .setIssuer(options.issuer)
    .setAudience(options.audience ?? 'authenticated')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (options.expiresIn ?? 3600));
  if (options.sub !== null) jwt = jwt.setSubject(options.sub ?? crypto.randomUUID());
  return jwt.sign(options.key.privateKey);
}

export function adminRequest(
  query: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Request {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  return new Request(`${functionUrl}${query}`, { method: init.method ?? 'GET', headers, body });
}

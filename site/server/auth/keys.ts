// The local sign-in's signing key: one ES256 (P-256) key pair, made with jose on first start and kept in the data
// folder (readable by this user only); its public half is the key set at /auth/v1/.well-known/jwks.json, which
// supabase-js (getClaims) and the 'leads-admin' function verify access tokens with. Deleting the file ends every
// session (tokens signed with the old key no longer verify).
import { readFile, writeFile } from 'node:fs/promises';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

/** The key file's name inside the data folder. */
export const signingKeyFile = 'agency-auth-signing-key.json';

export interface SigningKey {
  /** For signing (private). */
  privateKey: CryptoKey;
  /** The key id, the public key's RFC 7638 thumbprint. */
  kid: string;
  /** The public key set as served: `{ keys: [publicJwk] }`. */
  jwks: { keys: JWK[] };
}

/** The public half of a JWK, with its id and use. */
function publicHalf(jwk: JWK, kid: string): JWK {
  return {
    kty: jwk.kty,
    crv: jwk.crv,
    x: jwk.x,
    y: jwk.y,
    kid,
    alg: 'ES256',
    use: 'sig',
    key_ops: ['verify'],
  };
}

async function fromJwk(jwk: JWK): Promise<SigningKey> {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d)
    throw new Error('the key file does not hold an ES256 (P-256) private key');
  const kid = await calculateJwkThumbprint({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y });
  const privateKey = (await importJWK({ ...jwk, alg: 'ES256' }, 'ES256')) as CryptoKey;
  return { privateKey, kid, jwks: { keys: [publicHalf(jwk, kid)] } };
}

/**
 * The signing key of `file`: read it, or make a new pair and write it (mode 0600, never over an existing file, so two
 * processes starting at once end up with the one that was written first).
 */
export async function loadSigningKey(file: string): Promise<{ key: SigningKey; created: boolean }> {
  const read = async () => fromJwk(JSON.parse(await readFile(file, 'utf8')) as JWK);
  try {
    return { key: await read(), created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new Error(`The signing key ${file} cannot be used: ${(error as Error).message}`, {
        cause: error,
      });
  }
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  try {
    await writeFile(file, `${JSON.stringify(jwk)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { key: await read(), created: false };
    throw error;
  }
  return { key: await fromJwk(jwk), created: true };
}

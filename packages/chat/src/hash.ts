// SHA-256 and HMAC-SHA-256 as hex, with the Web Crypto API (Node, Deno and the Edge runtime alike): the functions
// hash what must not be kept or logged as it is (a client address, an anonymous id, a phone number).

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of a text, hex. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/**
 * Makes a function that gives the HMAC-SHA-256 (hex) of a text under `secret`. The key is imported once, when the
 * function is made; `secret` must not be empty.
 */
export function createKeyedHasher(secret: string): (text: string) => Promise<string> {
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return async (text) => toHex(await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(text)));
}

// The second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30 seconds, as every authenticator app reads it) with otplib,
// and the QR code of its otpauth:// address as SVG with qrcode. A code is accepted within one step either side of
// the server's clock; the store accepts each time step once per factor (no replay).
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** A new secret: 20 random bytes in base32, as authenticator apps take it. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The address an authenticator app scans, naming the service (`issuer`) and the account. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** The QR code of `uri` as an SVG document (black on white, a quiet zone of 4 modules). */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

/** The time step of `code` when it is right for `secret` at `nowMs` (within one step either side), else null. */
export async function totpTimeStep(secret: string, code: string, nowMs: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epoch: Math.floor(nowMs / 1000), epochTolerance: 30 });
    // A TOTP result names its time step (the union type also covers HOTP's, which has none).
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** The code of `secret` at `nowMs` (for tests and the `staff` command's self-check). */
export function totpCode(secret: string, nowMs: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(nowMs / 1000) });
}

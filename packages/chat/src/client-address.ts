// The client address the per-address rate limit counts on. No Node imports: the Edge Function bundle uses it too.
//
// Two sources, never a value the visitor writes:
// - the socket, recorded by the Node adapter (`toNodeListener`) for each Request it creates: on the site's local
//   server it is the only source, whatever the headers say;
// - elsewhere, one configured header that the platform or a proxy you run overwrites (`cf-connecting-ip` on
//   Supabase Edge Functions, which Cloudflare fronts), or the N-th hop from the right of X-Forwarded-For.

/**
 * Where the address comes from when no socket is known: `cf-connecting-ip` (default), `x-real-ip`, any other
 * single header name a proxy you run overwrites, or `x-forwarded-for:N` (the N-th address from the right of
 * X-Forwarded-For, the one your N-th trusted proxy appended; N ≥ 1).
 */
export type ClientAddressSource = string;

/** The default source: Cloudflare, in front of hosted Supabase, overwrites CF-Connecting-IP. */
export const defaultClientAddressSource: ClientAddressSource = 'cf-connecting-ip';

/** A parsed source. */
export type ParsedClientAddressSource =
  { kind: 'header'; header: string; label: string } | { kind: 'forwarded-for'; hop: number; label: string };

/** Why a request has no usable address from its source. */
export type ClientAddressProblem = 'missing' | 'not_ip';

const socketAddresses = new WeakMap<Request, string>();

/** Records the address of the socket a Request came in on (called by the Node adapter). */
export function recordSocketAddress(request: Request, address: string): void {
  socketAddresses.set(request, address);
}

/** The socket address recorded for a Request, if it came through the Node adapter. */
export function socketAddressOf(request: Request): string | undefined {
  return socketAddresses.get(request);
}

/** An HTTP header name (RFC 9110 token). */
const headerToken = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

/** Parses a source setting; `problem` says, in plain words, what is wrong with it. */
export function parseClientAddressSource(
  value: string,
): { ok: true; source: ParsedClientAddressSource } | { ok: false; problem: string } {
  const text = value.trim().toLowerCase();
  const forwarded = /^x-forwarded-for\s*:\s*(.*)$/.exec(text);
  if (forwarded) {
    const hop = Number(forwarded[1]);
    if (!/^\d+$/.test(forwarded[1]!) || !Number.isSafeInteger(hop) || hop < 1)
      return {
        ok: false,
        problem:
          'the number after x-forwarded-for: must be a whole number, 1 or more (1 = the last address, the one ' +
          'your own proxy appended)',
      };
    return { ok: true, source: { kind: 'forwarded-for', hop, label: `x-forwarded-for:${hop}` } };
  }
  if (text === 'x-forwarded-for')
    return {
      ok: false,
      problem:
        'the first X-Forwarded-For address is written by the visitor; write x-forwarded-for:N to count N ' +
        'addresses from the right (x-forwarded-for:1 behind one proxy you run)',
    };
  if (!headerToken.test(text))
    return {
      ok: false,
      problem: 'must be a header name such as cf-connecting-ip or x-real-ip, or x-forwarded-for:N',
    };
  return { ok: true, source: { kind: 'header', header: text, label: text } };
}

const ipv4Part = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipv4Pattern = new RegExp(`^${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}$`);

function parseIpv4(text: string): number[] | undefined {
  const match = ipv4Pattern.exec(text);
  return match ? match.slice(1, 5).map(Number) : undefined;
}

/** The eight 16-bit groups of an IPv6 address, or undefined. */
function parseIpv6(text: string): number[] | undefined {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.length > 45) return undefined;
  let value = text;
  if (value.includes('.')) {
    const lastColon = value.lastIndexOf(':');
    const v4 = parseIpv4(value.slice(lastColon + 1));
    if (!v4) return undefined;
    value = `${value.slice(0, lastColon + 1)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = value.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (![...head, ...tail].every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  if (halves.length === 1 ? head.length !== 8 : head.length + tail.length > 7) return undefined;
  const zeros = new Array<string>(8 - head.length - tail.length).fill('0');
  return [...head, ...zeros, ...tail].map((group) => parseInt(group, 16));
}

/**
 * The rate-limit bucket of an IP address, or undefined when the text is not one: an IPv4 address as it is (an
 * IPv4-mapped IPv6 address counts as its IPv4 address), an IPv6 address by its /64 network, since one home or phone
 * gets a whole /64 and could otherwise rotate through it. Brackets and a port (`[2001:db8::1]:443`,
 * `203.0.113.7:5678`, as some proxies write them) are dropped.
 */
export function clientAddressKey(text: string): string | undefined {
  let value = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  if (parseIpv4(value)) return value;
  const groups = parseIpv6(value);
  if (!groups) return undefined;
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The address a request's configured source gives, or why there is none. */
export function addressFromSource(
  request: Request,
  source: ParsedClientAddressSource,
): { ok: true; address: string } | { ok: false; problem: ClientAddressProblem } {
  let candidate: string | undefined;
  if (source.kind === 'header') {
    const value = request.headers.get(source.header)?.trim();
    if (!value) return { ok: false, problem: 'missing' };
    // A single header holds one address; a list means someone added to it.
    if (value.includes(',')) return { ok: false, problem: 'not_ip' };
    candidate = value;
  } else {
    const hops = request.headers.get('x-forwarded-for')?.split(',');
    if (!hops || hops.length < source.hop) return { ok: false, problem: 'missing' };
    candidate = hops[hops.length - source.hop]!.trim();
    if (!candidate) return { ok: false, problem: 'missing' };
  }
  const address = clientAddressKey(candidate);
  return address === undefined ? { ok: false, problem: 'not_ip' } : { ok: true, address };
}

/** The address of a request and, when it fell back to 'unknown', why. */
export interface ResolvedClientAddress {
  address: string;
  problem?: ClientAddressProblem;
}

/**
 * The address of a request: the socket address recorded by the Node adapter, else the one `source` gives, else
 * 'unknown' with the reason. Never a value the visitor can choose.
 */
export function resolveClientAddress(
  request: Request,
  source: ParsedClientAddressSource,
): ResolvedClientAddress {
  const socket = socketAddressOf(request);
  if (socket !== undefined) return { address: clientAddressKey(socket) ?? socket };
  const found = addressFromSource(request, source);
  return found.ok ? { address: found.address } : { address: 'unknown', problem: found.problem };
}

// How long the local server waits for a client, and how many it holds at once: a client that sends its headers a
// byte at a time, or its body slowly, or opens a connection and says nothing, is cut within seconds, and the number
// of open connections has a ceiling, so a few slow clients cannot keep everyone else waiting.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';

export interface HttpLimits {
  /** Longest time to receive a request's headers, in ms (Node's `headersTimeout`). */
  headersTimeoutMs: number;
  /** Longest time to receive a whole request, headers and body, in ms (Node's `requestTimeout`). */
  requestTimeoutMs: number;
  /** A connection with no request in progress and nothing sent or received for this long is closed, in ms. */
  idleTimeoutMs: number;
  /** Most connections open at once; past it a new connection is closed at once. */
  maxConnections: number;
}

export const defaultHttpLimits: HttpLimits = {
  headersTimeoutMs: 5000,
  requestTimeoutMs: 10_000,
  idleTimeoutMs: 5000,
  maxConnections: 256,
};

/** The environment variable of each limit. */
export const httpLimitVariables: Record<keyof HttpLimits, string> = {
  headersTimeoutMs: 'SERVER_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'SERVER_REQUEST_TIMEOUT_MS',
  idleTimeoutMs: 'SERVER_IDLE_TIMEOUT_MS',
  maxConnections: 'SERVER_MAX_CONNECTIONS',
};

/** The limits from the environment (each variable optional); throws naming every bad value. */
export function httpLimitsFromEnv(env: Record<string, string | undefined>): HttpLimits {
  const limits = { ...defaultHttpLimits };
  const problems: string[] = [];
  for (const [key, name] of Object.entries(httpLimitVariables) as Array<[keyof HttpLimits, string]>) {
    const text = env[name]?.trim();
    if (!text) continue;
    const value = Number(text);
    const [min, max] = key === 'maxConnections' ? [1, 100_000] : [100, 600_000];
    if (!Number.isInteger(value) || value < min || value > max)
      problems.push(`${name}: "${text}" must be a whole number from ${min} to ${max}`);
    else limits[key] = value;
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs)
    problems.push(
      `${httpLimitVariables.headersTimeoutMs} (${limits.headersTimeoutMs}) must not be more than ${httpLimitVariables.requestTimeoutMs} (${limits.requestTimeoutMs})`,
    );
  if (problems.length > 0) throw new RangeError(`Invalid server limits:\n- ${problems.join('\n- ')}`);
  return limits;
}

/**
 * An HTTP server with these limits. Node checks the header and request time limits every second (its default is
 * every 30 s, which let a slow-header client hold a connection for about a minute). A connection idle with no request
 * in progress is closed after `idleTimeoutMs`; one whose request is being answered (a function waiting on its
 * provider) is left to finish.
 */
export function createLimitedServer(listener: RequestListener, limits: HttpLimits): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.idleTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    listener,
  );
  server.maxConnections = limits.maxConnections;
  const answering = new WeakSet<Socket>();
  server.on('request', (request, response) => {
    const socket = request.socket;
    answering.add(socket);
    response.once('close', () => answering.delete(socket));
  });
  server.setTimeout(limits.idleTimeoutMs, (socket: Socket) => {
    if (!answering.has(socket)) socket.destroy();
  });
  return server;
}

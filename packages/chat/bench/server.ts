// The benchmark's server: the chat handler on a loopback node:http server, in its own process so the load
// generator does not share its event loop. Started by bench/load.ts; reports its port over IPC.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChatHandler, silentLogger, toNodeListener } from '../src/index.ts';

// The load generator plays many visitors: it acts as the proxy in front of the function, and the last
// x-forwarded-for hop it writes is the visitor's address (trustProxy + x-forwarded-for:1, as behind a proxy you run).
const handler = createChatHandler({ logger: silentLogger, clientAddressSource: 'x-forwarded-for:1' });
const server = createServer(toNodeListener(handler, { trustProxy: true }));
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('message', (message) => {
  if (message === 'stop') server.close(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));

// The local server: serves the prerendered site and the chat function (/functions/v1/chat) on 127.0.0.1.
// Usage: node server/cli.ts [--port 4173] [--host 127.0.0.1] [--dir build/client]   (or PORT / HOST in the environment)
// --dir serves another build's client directory (e.g. a copy kept to compare figures); default: ../build/client.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chatOptionsFromEnv, createChatHandler, toNodeListener } from '@agency/chat';
import { createSiteHandler } from './app.ts';

// `pnpm run serve -- --port 8080` hands the `--` on (pnpm 12); a separator is not an argument here.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({
  args,
  options: { port: { type: 'string' }, host: { type: 'string' }, dir: { type: 'string' } },
});
const port = Number(values.port ?? process.env.PORT ?? 4173);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`Invalid port "${values.port ?? process.env.PORT}": use a number from 1 to 65535.`);
  process.exit(2);
}

const clientDir = values.dir
  ? path.resolve(values.dir)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
if (!existsSync(path.join(clientDir, 'index.html'))) {
  console.error(`No build found at ${clientDir}. Run "pnpm build" first.`);
  process.exit(1);
}

const headersFile = path.join(clientDir, '..', 'security-headers.json');
const securityHeaders = existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, 'utf8')) : undefined;

// The same 'chat' function that deploys as a Supabase Edge Function, answering at the path supabase-js calls.
const chat = toNodeListener(createChatHandler(chatOptionsFromEnv(process.env)));

const server = createServer(
  createSiteHandler({
    clientDir,
    securityHeaders,
    routes: [{ prefix: '/functions/v1/chat', handler: chat }],
  }),
);
server.listen(port, host, () => {
  console.log(`Serving the site at http://${host}:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

// Runs a Supabase Edge Function's own index.ts under Deno, as deployed, on a free port of 127.0.0.1: the test copies
// this file into a copy of the function's folder. Only the listening address differs from the Edge runtime's (which
// chooses it itself); the line "listening <port>" tells the test where to call.
type Handler = (request: Request) => Response | Promise<Response>;
const serve = Deno.serve.bind(Deno) as (options: Deno.ServeTcpOptions, handler: Handler) => Deno.HttpServer;

(Deno as unknown as { serve: (handler: Handler) => Deno.HttpServer }).serve = (handler) =>
  serve(
    { hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log(`listening ${port}`) },
    handler,
  );

await import('./index.ts');

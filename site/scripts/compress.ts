// Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the client build, once, at build time.
// The local server sends them to browsers that accept them (sirv's `brotli`/`gzip` options); most CDNs compress on
// their own or pick up such files too. A cheap phone on a slow network downloads a fifth of the bytes.
// Usage: node scripts/compress.ts [clientDir]   (default: the build folder's client/, scripts/build-dir.ts)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildDir } from './build-dir.ts';

const clientDir = path.resolve(process.argv[2] ?? path.join(buildDir(), 'client'));
const compressible = /\.(html|js|css|svg|xml|txt|json|data|map)$/;
/** Below this, compression saves less than a packet. */
const minBytes = 1024;

let files = 0;
let before = 0;
let after = 0;
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      walk(full);
      continue;
    }
    if (!compressible.test(name)) continue;
    const body = readFileSync(full);
    if (body.length < minBytes) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${full}.br`, br);
    writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
    files += 1;
    before += body.length;
    after += br.length;
  }
};
walk(clientDir);
console.log(
  `Compressed ${files} files: ${(before / 1000).toFixed(0)} KB → ${(after / 1000).toFixed(0)} KB with brotli (.br; .gz beside).`,
);

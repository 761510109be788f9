// A site build as a graph of files: where a URL points in the build, each file's code and gzipped size (read once),
// a chunk's static and dynamic imports, what a set of entries reaches, and which chunks carry zod. An import of a
// file the build lacks is a failure, reported once.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { containsZod, dynamicImports, staticImports } from './imports.ts';

export interface BuildGraph {
  /** The origin pages and chunks are resolved against. */
  readonly origin: string;
  /** The site's own origin, from a page's canonical link: absolute URLs to it are not third party. */
  siteOrigin: string | undefined;
  /** A build file's path relative to the client dir, with "/" separators. */
  relative: (file: string) => string;
  /** The build file a URL points at, or undefined for another origin. */
  fileOf: (specifier: string, base: string) => string | undefined;
  /** A build file's URL. */
  urlOf: (file: string) => string;
  code: (file: string) => string;
  /** Gzipped bytes (level 9). */
  gzipped: (file: string) => number;
  /** Every file reachable from `starts` through static imports (and dynamic ones when asked). */
  closure: (starts: Iterable<string>, withDynamic: boolean) => Set<string>;
  hasZod: (file: string) => boolean;
}

/** The graph of the build at `root` (absolute); broken imports are added to `failures` as they are found. */
export function openBuild(root: string, failures: string[]): BuildGraph {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

  const origin = 'http://size-check.invalid';
  let siteOrigin: string | undefined;

  const fileOf = (specifier: string, base: string): string | undefined => {
    const url = new URL(specifier, base);
    if (url.origin !== origin && url.origin !== siteOrigin) return undefined;
    return path.join(root, decodeURIComponent(url.pathname));
  };
  const urlOf = (file: string) => `${origin}/${relative(file)}`;

  const codeCache = new Map<string, string>();
  const code = (file: string) => {
    let text = codeCache.get(file);
    if (text === undefined) codeCache.set(file, (text = readFileSync(file, 'utf8')));
    return text;
  };
  const gzipCache = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) gzipCache.set(file, (size = gzipSync(readFileSync(file), { level: 9 }).length));
    return size;
  };

  const isScript = (specifier: string) => /\.m?js(?:[?#].*)?$/.test(specifier);
  const edgeCache = new Map<string, { static: string[]; dynamic: string[] }>();
  const missing = new Set<string>();
  /** A chunk's imports, as build files; an import of a file the build lacks is a failure. */
  const edges = (file: string) => {
    let found = edgeCache.get(file);
    if (found) return found;
    const source = code(file);
    const resolve = (specifiers: string[]) =>
      specifiers
        .filter((specifier) => isScript(specifier) && /^(?:\.{1,2}\/|\/)/.test(specifier))
        .map((specifier) => fileOf(specifier, urlOf(file))!)
        .filter((target) => {
          if (existsSync(target)) return true;
          const line = `FAIL ${relative(file)}: imports ${relative(target)}, which is not in the build`;
          if (!missing.has(line)) failures.push(line);
          missing.add(line);
          return false;
        });
    found = { static: resolve(staticImports(source)), dynamic: resolve(dynamicImports(source)) };
    edgeCache.set(file, found);
    return found;
  };
  const closure = (starts: Iterable<string>, withDynamic: boolean) => {
    const seen = new Set<string>();
    const queue = [...starts];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const next = edges(file);
      queue.push(...next.static, ...(withDynamic ? next.dynamic : []));
    }
    return seen;
  };

  const zodCache = new Map<string, boolean>();
  const hasZod = (file: string) => {
    let found = zodCache.get(file);
    if (found === undefined) zodCache.set(file, (found = containsZod(code(file))));
    return found;
  };

  return {
    origin,
    get siteOrigin() {
      return siteOrigin;
    },
    set siteOrigin(value) {
      siteOrigin = value;
    },
    relative,
    fileOf,
    urlOf,
    code,
    gzipped,
    closure,
    hasZod,
  };
}

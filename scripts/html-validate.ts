// HTML validity of every prerendered page, with the Nu HTML Checker (vnu.jar from vnu-jar; needs Java 11 or later).
// One Java run checks the whole build (much faster than one per page); only errors count.
// Usage: node scripts/html-validate.ts [buildClientDir]   (default: site/build/client)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One message of vnu's JSON output (`--format json`). */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** Every .html file under a directory. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(full);
      return entry.name.endsWith('.html') ? [full] : [];
    })
    .sort();
}

/**
 * The messages that fail the check (errors and checker failures), as "file:line:column: message" lines. Messages of
 * vnu's CSS checker ("CSS: …") do not count: this check is about the HTML; the CSS inline in a page is the design
 * system's stylesheet (site/scripts/critical-css.ts), which vnu never checked as a file either, and its CSS checker
 * predates container queries and typed custom properties, which the stylesheet uses.
 */
export function errorLines(messages: ReadonlyArray<VnuMessage>, root: string): string[] {
  return messages
    .filter((message) => message.type !== 'info' && !message.message.startsWith('CSS: '))
    .map((message) => {
      const file = message.url ? path.relative(root, fileURLToPath(message.url)) : '(checker)';
      const line = message.lastLine ?? message.firstLine;
      const where =
        line === undefined ? file : `${file}:${line}:${message.firstColumn ?? message.lastColumn ?? 1}`;
      const extract = message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').trim()}` : '';
      const kind = message.type === 'error' ? '' : 'checker failure: ';
      return `${where}: ${kind}${message.message}${extract}`;
    });
}

/** Runs vnu.jar on a directory; returns its messages. Throws with a clear message when Java or vnu fails to run. */
export function runVnu(dir: string): VnuMessage[] {
  const require = createRequire(import.meta.url);
  const jar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
  if (!existsSync(jar)) throw new Error(`vnu.jar is missing at ${jar}: reinstall the vnu-jar package.`);
  const result = spawnSync(
    'java',
    ['-Xss4m', '-jar', jar, '--errors-only', '--format', 'json', '--skip-non-html', dir],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.error) {
    const missing = (result.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      missing
        ? 'Java was not found: the Nu HTML Checker needs Java 11 or later on PATH (Debian: apt-get install default-jre-headless).'
        : `Could not run java: ${result.error.message}`,
    );
  }
  // vnu writes its JSON report to stderr (stdout stays empty); exit status 1 just means "errors found".
  const output = result.stderr.trim() || result.stdout.trim();
  try {
    return (JSON.parse(output) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(
      `The Nu HTML Checker did not answer in JSON (exit ${result.status}):\n${output.slice(0, 2000)}`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.resolve(process.argv[2] ?? path.join(repo, 'site/build/client'));
  try {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      throw new Error(
        `No build at ${dir}: build the site first ("pnpm run build") or pass the client directory.`,
      );
    }
    const pages = htmlFiles(dir);
    if (pages.length === 0) throw new Error(`No .html pages under ${dir}.`);
    const errors = errorLines(runVnu(dir), dir);
    const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
    console.log(
      `html-validate: ${count(pages.length, 'page')} in ${dir}, ${count(errors.length, 'error')} (Nu HTML Checker)`,
    );
    for (const line of errors) console.log(`  ${line}`);
    process.exitCode = errors.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(`html-validate: ${(error as Error).message}`);
    process.exitCode = 2;
  }
}

// The files of a site build the size check walks: every prerendered page with the URL path it answers, and every
// JavaScript file.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every .html file under the client dir (not under assets/), with the URL path it answers. */
export function htmlPages(clientDir: string): Array<{ file: string; route: string }> {
  const pages: Array<{ file: string; route: string }> = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (full !== path.join(clientDir, 'assets')) walk(full);
      } else if (name.endsWith('.html')) {
        const relative = path.relative(clientDir, full).split(path.sep).join('/');
        let route = '/' + relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
        if (route.length > 1) route = route.replace(/\/$/, '');
        if (relative === '__spa-fallback.html') route = '(spa fallback)';
        pages.push({ file: full, route });
      }
    }
  };
  walk(clientDir);
  // "/" first, then by path; the SPA shell last.
  return pages.sort(
    (a, b) =>
      Number(a.route.startsWith('(')) - Number(b.route.startsWith('(')) || a.route.localeCompare(b.route),
  );
}

/** Every JavaScript file of the build. */
export function scriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return scriptFiles(full);
    return /\.m?js$/.test(entry.name) ? [full] : [];
  });
}

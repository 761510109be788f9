// checkBuild: the whole size check of a site build. It finds the pages and the site's own origin, checks each page
// (page.ts), then that zod stays on the staff routes (zod.ts), and names each visitor's page's route family.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  defaultBudgets,
  defaultClientAppRoutes,
  defaultStaffRoutes,
  type SizeCheckOptions,
  type SizeReport,
} from './budgets.ts';
import { htmlPages, scriptFiles } from './files.ts';
import { openBuild } from './graph.ts';
import { linkTags, relTokens } from './html.ts';
import { familyOf, routePattern, type Manifest } from './manifest.ts';
import { checkPage } from './page.ts';
import { checkZodReach } from './zod.ts';

export function checkBuild(clientDir: string, options: SizeCheckOptions = {}): SizeReport {
  const budgets = options.budgets ?? defaultBudgets;
  const staffRoutes = new Set(options.staffRoutes ?? defaultStaffRoutes);
  const clientAppRoutes = new Set(options.clientAppRoutes ?? defaultClientAppRoutes);
  const root = path.resolve(clientDir);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new Error(
      `No build at ${root}: build the site first ("pnpm run build") or pass the client directory.`,
    );
  }
  const failures: string[] = [];
  const graph = openBuild(root, failures);

  const pages = htmlPages(root);
  if (pages.length === 0)
    throw new Error(`No .html pages under ${root}: is this a site build (build/client)?`);

  for (const { file } of pages) {
    const canonical = linkTags(graph.code(file)).find((tag) => relTokens(tag).includes('canonical'));
    if (canonical?.attributes.href && /^https?:\/\//.test(canonical.attributes.href)) {
      graph.siteOrigin = new URL(canonical.attributes.href).origin;
      break;
    }
  }

  const manifests = new Map<string, Manifest>();
  const results = pages.map(({ file, route }) =>
    checkPage(file, route, { graph, budgets, staffRoutes, clientAppRoutes, manifests, failures }),
  );

  // Zod may be reachable only from the staff routes: walk every route module of the manifest, dynamic imports too.
  checkZodReach(manifests, staffRoutes, graph, failures);

  // Pages without route modules in their HTML (the visitors' pages) take their family from the manifest's patterns.
  const anyManifest = [...manifests.values()][0];
  if (anyManifest) {
    const patterns = Object.values(anyManifest.routes)
      .filter((route) => route.parentId)
      .map((route) => routePattern(anyManifest, route.id));
    for (const page of results) {
      if (page.family === page.route && page.route.startsWith('/'))
        page.family =
          familyOf(patterns, page.route === '/404' ? '/404/not-a-page' : page.route) ?? page.route;
    }
  }

  const zodChunks = scriptFiles(root).filter(graph.hasZod).map(graph.relative).sort();
  return { clientDir: root, budgets, pages: results, zodChunks, failures };
}

// The check that zod stays on the staff routes: from every root of React Router's client manifest (the client
// entry, the root route, each route's modules), every chunk it may load, dynamic imports too. A zod chunk reachable
// from anything but a staff route fails, and so does a route module the build lacks.
import { existsSync } from 'node:fs';
import type { BuildGraph } from './graph.ts';
import { routePattern, type Manifest, type ManifestRoute } from './manifest.ts';

/** Adds a line to `failures` for each zod chunk a non-staff root reaches and each module a manifest names in vain. */
export function checkZodReach(
  manifests: ReadonlyMap<string, Manifest>,
  staffRoutes: ReadonlySet<string>,
  graph: BuildGraph,
  failures: string[],
): void {
  const { fileOf, urlOf, relative, closure, hasZod } = graph;
  for (const [manifestFile, manifest] of manifests) {
    /** Every module the client may load for a route: its module, its split-out route modules, their imports. */
    const modulesOf = (route: ManifestRoute) => [
      route.module,
      ...(route.imports ?? []),
      ...Object.entries(route)
        .filter(([key, value]) => key.endsWith('Module') && typeof value === 'string')
        .map(([, value]) => value as string),
    ];
    const roots: Array<{ label: string; modules: string[]; staff: boolean }> = [
      {
        label: 'the client entry (every page)',
        modules: [manifest.entry.module, ...(manifest.entry.imports ?? [])],
        staff: false,
      },
    ];
    for (const route of Object.values(manifest.routes)) {
      const pattern = routePattern(manifest, route.id);
      const label = route.parentId ? `route ${pattern} (${route.id})` : `the root route (every page)`;
      roots.push({
        label,
        modules: modulesOf(route),
        staff: Boolean(route.parentId) && staffRoutes.has(pattern),
      });
    }
    const reported = new Set<string>();
    for (const { label, modules, staff } of roots) {
      if (staff) continue;
      const starts: string[] = [];
      for (const module of new Set(modules)) {
        const start = fileOf(module, urlOf(manifestFile));
        if (start && existsSync(start)) starts.push(start);
        else
          failures.push(
            `FAIL ${relative(manifestFile)}: ${label} points at ${module}, which is not in the build`,
          );
      }
      for (const chunk of closure(starts, true)) {
        const line = `FAIL zod: ${relative(chunk)} contains zod and is reachable from ${label}; only the staff routes (${[...staffRoutes].join(', ')}) may load zod`;
        if (hasZod(chunk) && !reported.has(line)) {
          reported.add(line);
          failures.push(line);
        }
      }
    }
  }
}

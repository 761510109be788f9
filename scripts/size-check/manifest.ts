// React Router's client manifest as the size check reads it: its routes and their modules, each route's URL pattern
// ("/aep/{city}"), and the route family of a page that carries no route module of its own.

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  /** Also clientLoaderModule, clientActionModule, clientMiddlewareModule, hydrateFallbackModule when split out. */
  [key: string]: unknown;
}

export interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

/** React Router's client manifest (`window.__reactRouterManifest=...`), when the build has one. */
export function readManifest(code: string): Manifest | undefined {
  const match = code.match(/^\s*window\.__reactRouterManifest\s*=\s*([\s\S]*?);?\s*$/);
  if (!match) return undefined;
  try {
    return JSON.parse(match[1]!) as Manifest;
  } catch {
    return undefined;
  }
}

/**
 * The family of a page that carries no route modules (a visitor's page is HTML with islands): the most specific
 * pattern of the manifest's routes that matches its path ("/aep/{city}"; "/* (404 page)" for the catch-all).
 */
export function familyOf(patterns: ReadonlyArray<string>, route: string): string | undefined {
  const parts = route.split('/').filter(Boolean);
  let best: { pattern: string; fixed: number } | undefined;
  for (const pattern of patterns) {
    const segments = pattern.split('/').filter(Boolean);
    const rest = segments.at(-1) === '*';
    if (rest ? parts.length < segments.length - 1 : parts.length !== segments.length) continue;
    let fixed = 0;
    const fits = segments.every((segment, index) => {
      if (segment === '*') return true;
      if (/^\{.+\}$/.test(segment)) return parts[index] !== undefined;
      fixed += 1;
      return parts[index] === segment;
    });
    const score = fixed * 2 - (rest ? 1 : 0);
    if (fits && (!best || score > best.fixed)) best = { pattern, fixed: score };
  }
  if (!best) return undefined;
  return best.pattern === '/*' ? '/* (404 page)' : best.pattern;
}

/** The full URL pattern of a manifest route: "/aep/{city}", "/" for the root and index routes. */
export function routePattern(manifest: Manifest, id: string): string {
  const segments: string[] = [];
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId ?? '']) {
    if (route.path) segments.unshift(route.path);
    if (!route.parentId) break;
  }
  const pattern = '/' + segments.join('/').replace(/^\/+/, '');
  return pattern.replace(/:([\w-]+)/g, '{$1}');
}

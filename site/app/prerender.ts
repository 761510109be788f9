/** Path of the prerendered 404 page; the local server sends it with status 404 for unknown URLs. */
export const notFoundPath = '/404';

/** Every URL prerendered to static HTML. */
export function prerenderPaths(): string[] {
  return ['/', notFoundPath, '/favicon.svg'];
}

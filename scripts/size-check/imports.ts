// What the size check reads in a chunk's code: the specifiers of its static and dynamic imports (with the files Vite
// preloads beside a dynamic import), and whether it carries zod.

/** Strings zod's built code always carries, whatever the bundler renames: its class registry names. */
const zodFingerprint = /(["'`])(?:\$ZodType|\$ZodError|ZodError)\1/;

/** True when a chunk carries zod (v4 classic, v4 mini, v3). */
export function containsZod(code: string): boolean {
  return zodFingerprint.test(code);
}

/** Specifiers of `import x from "s"`, `import "s"`, `export ... from "s"` (not dynamic `import()`). */
export function staticImports(code: string): string[] {
  const pattern = /(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?(["'`])([^"'`\n]+)\1/g;
  return [...code.matchAll(pattern)].map((match) => match[2]!);
}

/** Specifiers of dynamic `import("s")`, plus the files Vite preloads with them (`__vite__mapDeps`, base-relative). */
export function dynamicImports(code: string): string[] {
  const specifiers = [...code.matchAll(/(?:^|[^.\w$])import\s*\(\s*(["'`])([^"'`$\n]+)\1\s*\)/g)].map(
    (match) => match[2]!,
  );
  const mapDeps = code.match(/__vite__mapDeps\s*=\s*\([^[]*\[([^\]]*)\]/);
  if (mapDeps) {
    for (const match of mapDeps[1]!.matchAll(/"([^"]+)"/g)) specifiers.push(`/${match[1]!}`);
  }
  return specifiers;
}

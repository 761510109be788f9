// Guard of issue 14 ("Words live in content"): what a visitor or a staff member reads, or a search engine indexes,
// comes from @agency/content, not from a literal in the site's code or the staff tools. Pragmatic, not a parser of
// English: it flags JSX text, a capitalised word in a JSX attribute or a visible key ('Preview', label: 'Home'), and
// any string or template literal holding two words in a row ('Related articles', `Medigap rules in ${state}`).
// Imports, types, object keys and error messages are skipped; the few literals kept on purpose are listed with why.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Two words in a row, as in a heading or a sentence (not 'Content-Type', 'index, follow' or CSS values), or a
 * capitalised word before a value (`About ${name}`).
 */
const twoWords = /[A-Za-z]{2,}[ \t]+[A-Za-z]{2,}|\b[A-Z][a-z]+[ \t]+\{…\}/;

/** Keys and JSX attributes whose value a visitor reads: one capitalised word there is copy too ('Home'). */
const visibleKeys = /^(label|heading|title|intro|text|description|caption|alt|placeholder)$/;

/** Literals that may hold words because nobody but a developer reads them. */
function skipped(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isTypeNode(parent))
      return true;
    if (ts.isNewExpression(parent) && /Error$/.test(parent.expression.getText())) return true;
    if (ts.isCallExpression(parent) && /^console\./.test(parent.expression.getText())) return true;
  }
  const { parent } = node;
  return (
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    ts.isLiteralTypeNode(parent) ||
    ts.isElementAccessExpression(parent)
  );
}

/** Markup (an SVG, a sitemap) is not words; the text between its tags still is. */
const withoutTags = (text: string) => text.replace(/<[^>]*>/g, ' ');

/** The words a module writes into its output, as `file:line: text`. */
function literalWords(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path.relative(app, file)}:${line + 1}: ${text.trim().replace(/\s+/g, ' ')}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (/[A-Za-z]/.test(node.text)) report(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const { parent } = node;
      const visible =
        ts.isJsxAttribute(parent) ||
        (ts.isPropertyAssignment(parent) && visibleKeys.test(parent.name.getText()));
      const words = withoutTags(node.text);
      if (!skipped(node) && (twoWords.test(words) || (visible && /^[A-Z][a-z]/.test(words))))
        report(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{…}');
      if (!skipped(node) && twoWords.test(withoutTags(text))) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Where code lives rather than words: tests, stories, fixtures and styles. */
const notCopy = /\.(test|stories|fixtures|css)\.tsx?$/;

/**
 * The site's modules (routes, their components, the staff views, the build-time helpers and the root) and the screens
 * of @agency/staff that its staff pages show (its tools, sign-in and leads client; not its editorial rules, whose
 * messages are data checks).
 */
const staffPackage = path.resolve(app, '../../packages/staff/src');
const modules = ['routes', 'components', 'staff', 'lib']
  .flatMap((dir) =>
    readdirSync(path.join(app, dir), { recursive: true, encoding: 'utf8' }).map((name) =>
      path.join(app, dir, name),
    ),
  )
  .concat(path.join(app, 'root.tsx'))
  .concat(
    ['tools', 'auth', 'leads'].flatMap((dir) =>
      readdirSync(path.join(staffPackage, dir), { recursive: true, encoding: 'utf8' }).map((name) =>
        path.join(staffPackage, dir, name),
      ),
    ),
  )
  .filter((file) => /\.tsx?$/.test(file) && !notCopy.test(file));

/** Literals that stay in code on purpose, each with its reason. */
const allowed: ReadonlyMap<string, string> = new Map([
  [
    'root.tsx: Oops! Page not found',
    'the error page of last resort, shown when the root loader data (the content) is what failed',
  ],
  ['root.tsx: Return to Home', 'the same'],
  ['lib/markdown.ts: noopener noreferrer', 'a rel attribute, not words'],
  [
    '../../packages/staff/src/auth/staffAuth.ts: Sign-in backend URL',
    "names the setting in a configuration error for the site's developer (as the chat's does), never a visitor",
  ],
  [
    '../../packages/staff/src/leads/leadsClient.ts: Bearer {…}',
    'the Authorization scheme of an HTTP header, not words',
  ],
  [
    'components/TimelineTool.tsx: -//{…}//Medicare timeline//EN',
    "the calendar file's PRODID, a timeline widget prop (left to the timeline's owners)",
  ],
  [
    '../../packages/staff/src/tools/BlogAdmin/blogAdminModel.ts: Last updated',
    "words the content's validation messages open with, matched to find a problem's field, never shown",
  ],
  ['../../packages/staff/src/tools/BlogAdmin/blogAdminModel.ts: The tag', 'the same'],
]);

describe('words live in content', () => {
  it("should find no visitor or staff words written in the site's code or the staff tools", () => {
    expect(modules.length).toBeGreaterThan(50);
    const found = modules.flatMap((file) => literalWords(file));
    const key = (line: string) => line.replace(/:\d+: /, ': ');
    expect(found.filter((line) => !allowed.has(key(line)))).toEqual([]);
    // An exception nobody needs any more is removed from the list.
    expect([...allowed.keys()].filter((entry) => !found.some((line) => key(line) === entry))).toEqual([]);
  });

  it('should catch the kinds of literal it is meant to, and leave the others', () => {
    const probe = [
      'const a = <Section heading="Related articles" tone="alt"><p>Hello there</p><Heading title="Preview" /></Section>;',
      'const b = `Medigap rules in ${state}`;',
      "const c = { label: 'Medicare help', 'Content-Type': 'text/plain', robots: 'index, follow', type: 'Person' };",
      "const e = [{ label: 'Home', href: '/' }, `About ${name}`, `${title} | ${agencyName}`];",
      'const d = `<svg><text font-family="Arial, Helvetica, sans-serif">${name}</text></svg>`;',
      "throw new Error('No staff page copy for this path');",
      "import { thing } from 'some module name';",
    ].join('\n');
    expect(literalWords(path.join(app, 'routes', 'probe.tsx'), probe)).toEqual([
      'routes/probe.tsx:1: Related articles',
      'routes/probe.tsx:1: Hello there',
      'routes/probe.tsx:1: Preview',
      'routes/probe.tsx:2: Medigap rules in {…}',
      'routes/probe.tsx:3: Medicare help',
      'routes/probe.tsx:4: Home',
      'routes/probe.tsx:4: About {…}',
    ]);
  });
});

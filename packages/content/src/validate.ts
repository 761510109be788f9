import type { z } from 'zod';
import { copyTokens } from './copy-tokens';
import { globalTokens, pageTokens, stringsIn, tokensIn, toolTokens } from './tokens';
import { figurePathProblem, figureTokenProblem, figureTokensIn } from './figures';
import { currentSeason } from './season';

/** One problem found in the content, located by collection, file, entry and field. */
export interface ContentIssue {
  collection: string;
  file: string;
  entry: string;
  field: string;
  message: string;
}

interface CollectionBase {
  name: string;
  /** The file an editor opens to fix an entry (relative to the package). */
  file: string;
  schema: z.ZodType;
}

export interface ListCollection extends CollectionBase {
  kind: 'list';
  data: ReadonlyArray<unknown>;
  /** Field that must be unique across the collection and names the entry in messages. */
  idField: string;
  /** Per-entry file, where each entry has its own (blog posts). */
  fileOf?: (entry: unknown) => string | undefined;
}

export interface SingleCollection extends CollectionBase {
  kind: 'single';
  data: unknown;
  /** True when the record's keys name its entries (figures by year: `→ "2027": partD.maxDeductible.value`). */
  keyed?: boolean;
}

export type CollectionDefinition = ListCollection | SingleCollection;

function field(entry: unknown, name: string): unknown {
  return entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>)[name] : undefined;
}

/** How messages name a list entry: its id in quotes, or its position when it has none. */
export function entryName(entry: unknown, idField: string, index: number): string {
  const id = field(entry, idField);
  return typeof id === 'string' && id.length > 0 ? `"${id}"` : `#${index}`;
}

const knownTokens = new Set<string>([...globalTokens, ...pageTokens, ...toolTokens, ...copyTokens]);

function entryIssues(
  definition: CollectionDefinition,
  entry: unknown,
  name: string,
  file: string,
  planYear: number | undefined,
): ContentIssue[] {
  const at = (fieldPath: string, message: string): ContentIssue => ({
    collection: definition.name,
    file,
    entry: name,
    field: fieldPath || '(entry)',
    message,
  });
  const result = definition.schema.safeParse(entry);
  const issues = result.success
    ? []
    : result.error.issues.map((issue) => at(issue.path.map(String).join('.'), issue.message));
  for (const [fieldPath, text] of stringsIn(entry)) {
    // Figure tokens ({partB.standardPremium:year}) name a figure of the figures collection, filled for the plan year.
    for (const { path, form } of figureTokensIn(text)) {
      const problem =
        planYear === undefined ? figurePathProblem(path, form) : figureTokenProblem(path, form, planYear);
      if (problem) issues.push(at(fieldPath, problem));
    }
    for (const token of tokensIn(text)) {
      if (!knownTokens.has(token)) {
        issues.push(
          at(
            fieldPath,
            `unknown token {${token}}; known tokens: ${[...knownTokens].map((t) => `{${t}}`).join(' ')}`,
          ),
        );
      }
    }
  }
  return issues;
}

/**
 * The plan year figure tokens are filled for: the season's. Undefined when the season cannot be read (a pinned AEP
 * that has ended, reported on its own): then only the tokens' paths are checked.
 */
function figureTokenPlanYear(): number | undefined {
  try {
    return currentSeason().planYear;
  } catch {
    return undefined;
  }
}

/** A keyed record's issues, each under its key: `(record)`, `2027.partD.x` → `"2027"`, `partD.x`. */
function byKey(issues: ContentIssue[]): ContentIssue[] {
  return issues.map((issue) => {
    const [key, ...rest] = issue.field === '(entry)' ? [] : issue.field.split('.');
    return key === undefined ? issue : { ...issue, entry: `"${key}"`, field: rest.join('.') || '(entry)' };
  });
}

/** Parses one collection, checks its tokens and that its ids are unique. */
export function validateCollection(definition: CollectionDefinition): ContentIssue[] {
  const planYear = figureTokenPlanYear();
  if (definition.kind === 'single') {
    const issues = entryIssues(definition, definition.data, '(record)', definition.file, planYear);
    return definition.keyed ? byKey(issues) : issues;
  }
  const issues: ContentIssue[] = [];
  const seen = new Map<string, number>();
  definition.data.forEach((entry, index) => {
    const name = entryName(entry, definition.idField, index);
    const file = definition.fileOf?.(entry) ?? definition.file;
    issues.push(...entryIssues(definition, entry, name, file, planYear));
    const id = field(entry, definition.idField);
    if (typeof id !== 'string') return;
    const first = seen.get(id);
    if (first === undefined) seen.set(id, index);
    else
      issues.push({
        collection: definition.name,
        file,
        entry: name,
        field: definition.idField,
        message: `duplicate ${definition.idField}: entries #${first} and #${index} share it`,
      });
  });
  return issues;
}

/** A cross-collection reference to check: every value of `field` in `from` must be one of `allowed`. */
export interface ReferenceCheck {
  from: ListCollection;
  /** Field holding the reference (a string, or a list of strings). */
  field: string;
  /** What it refers to, for the message, e.g. 'service area'. */
  target: string;
  allowed: ReadonlySet<string>;
}

export function checkReference({ from, field: fieldName, target, allowed }: ReferenceCheck): ContentIssue[] {
  const issues: ContentIssue[] = [];
  from.data.forEach((entry, index) => {
    const value = field(entry, fieldName);
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (typeof item === 'string' && !allowed.has(item)) {
        issues.push({
          collection: from.name,
          file: from.fileOf?.(entry) ?? from.file,
          entry: entryName(entry, from.idField, index),
          field: fieldName,
          message: `no ${target} "${item}" (known: ${[...allowed].join(', ')})`,
        });
      }
    }
  });
  return issues;
}

/** `faqs (src/collections/faqs/faqs.data.ts) → "cost-of-help": answer: Too small: …` */
export function formatIssue(issue: ContentIssue): string {
  return `${issue.collection} (${issue.file}) → ${issue.entry}: ${issue.field}: ${issue.message}`;
}

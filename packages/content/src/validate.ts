import type { z } from 'zod';
import { brandSchema } from './collections/brand/schema';
import { brandData } from './collections/brand/brand.data';
import { faqSchema } from './collections/faqs/schema';
import { faqsData } from './collections/faqs/faqs.data';
import { copySchema } from './collections/copy/schema';
import { copyData } from './collections/copy/copy.data';

/** One problem found in the content, located by collection, entry and field. */
export interface ContentIssue {
  collection: string;
  file: string;
  entry: string;
  field: string;
  message: string;
}

interface ListCollection {
  kind: 'list';
  name: string;
  file: string;
  schema: z.ZodType;
  data: ReadonlyArray<unknown>;
  /** Field that must be unique across the collection and names the entry in messages. */
  idField: string;
}

interface SingleCollection {
  kind: 'single';
  name: string;
  file: string;
  schema: z.ZodType;
  data: unknown;
}

export type CollectionDefinition = ListCollection | SingleCollection;

/** Every collection, with the file an editor opens to fix it. */
export const collections: ReadonlyArray<CollectionDefinition> = [
  {
    kind: 'single',
    name: 'brand',
    file: 'src/collections/brand/brand.data.ts',
    schema: brandSchema,
    data: brandData,
  },
  {
    kind: 'single',
    name: 'copy',
    file: 'src/collections/copy/copy.data.ts',
    schema: copySchema,
    data: copyData,
  },
  {
    kind: 'list',
    name: 'faqs',
    file: 'src/collections/faqs/faqs.data.ts',
    schema: faqSchema,
    data: faqsData,
    idField: 'id',
  },
];

function entryName(entry: unknown, idField: string, index: number): string {
  if (entry && typeof entry === 'object' && idField in entry) {
    const id = (entry as Record<string, unknown>)[idField];
    if (typeof id === 'string' && id.length > 0) return `"${id}"`;
  }
  return `#${index}`;
}

function schemaIssues(definition: CollectionDefinition, entry: unknown, name: string): ContentIssue[] {
  const result = definition.schema.safeParse(entry);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    collection: definition.name,
    file: definition.file,
    entry: name,
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(entry)',
    message: issue.message,
  }));
}

/** Parses one collection and checks its ids are unique. */
export function validateCollection(definition: CollectionDefinition): ContentIssue[] {
  if (definition.kind === 'single') return schemaIssues(definition, definition.data, '(record)');

  const issues: ContentIssue[] = [];
  const seen = new Map<string, number>();
  definition.data.forEach((entry, index) => {
    const name = entryName(entry, definition.idField, index);
    issues.push(...schemaIssues(definition, entry, name));
    const id = (entry as Record<string, unknown> | null)?.[definition.idField];
    if (typeof id !== 'string') return;
    const first = seen.get(id);
    if (first === undefined) seen.set(id, index);
    else
      issues.push({
        collection: definition.name,
        file: definition.file,
        entry: name,
        field: definition.idField,
        message: `duplicate ${definition.idField}: entries #${first} and #${index} share it`,
      });
  });
  return issues;
}

/** Validates every collection; an empty list means the content is good to build. */
export function validateContent(all: ReadonlyArray<CollectionDefinition> = collections): ContentIssue[] {
  return all.flatMap(validateCollection);
}

/** `faqs (src/collections/faqs/faqs.data.ts) → "cost-of-help": answer: Too small: …` */
export function formatIssue(issue: ContentIssue): string {
  return `${issue.collection} (${issue.file}) → ${issue.entry}: ${issue.field}: ${issue.message}`;
}

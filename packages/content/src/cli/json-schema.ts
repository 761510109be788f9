// Writes the JSON Schema of every collection to dist/json-schema/{collection}.schema.json, for editors' tooling
// (e.g. a YAML/JSON editor or a CMS that validates entries before they reach the build).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { collections } from '../registry';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/json-schema');
mkdirSync(outDir, { recursive: true });

for (const collection of collections) {
  const schema = collection.kind === 'list' ? z.array(collection.schema) : collection.schema;
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });
  const document = {
    $id: `https://agency-site-kit.example.com/schemas/${collection.name}.schema.json`,
    title: `${collection.name} (${collection.file})`,
    ...json,
  };
  writeFileSync(
    path.join(outDir, `${collection.name}.schema.json`),
    JSON.stringify(document, null, 2) + '\n',
  );
}
console.log(`Wrote ${collections.length} JSON Schemas to ${path.relative(process.cwd(), outDir)}/.`);

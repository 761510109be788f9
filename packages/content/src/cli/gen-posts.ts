// Turns the blog's markdown files (src/collections/blog/posts/*.md) into posts.generated.ts.
// Usage: tsx src/cli/gen-posts.ts [--check]   (--check fails when the generated file is out of date)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatePostsModule } from '../collections/blog/generate';

const blogDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../collections/blog');
const target = path.join(blogDir, 'posts.generated.ts');

try {
  const next = generatePostsModule(blogDir);
  if (process.argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== next) {
      console.error('posts.generated.ts is out of date: run "pnpm --filter @agency/content gen:posts".');
      process.exit(1);
    }
    console.log('posts.generated.ts is up to date.');
  } else {
    writeFileSync(target, next);
    console.log(`Wrote ${path.relative(process.cwd(), target)}.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.base';

export default defineConfig({
  ...libraryBuild,
  // `posts` holds every blog post, drafts included: build-time and server code only. `index` and `editorial` (browser
  // entries) must never reach the posts (src/posts-entry.test.ts).
  entry: {
    index: 'src/index.ts',
    schemas: 'src/schemas.ts',
    editorial: 'src/editorial.ts',
    posts: 'src/posts.ts',
    // The shape of each call across a boundary (chat, lead, staff sign-in): small enough for any browser bundle.
    contracts: 'src/contracts/index.ts',
  },
});

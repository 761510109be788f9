import { expect, it } from 'vitest';

// The staff package's public surface, per entry. A changed snapshot in review means the site's staff pages may need
// to change with it.
it.each(['./index', './auth/index', './rules/index', './mocks/index'])(
  'should export exactly its API from %s',
  async (entry) => {
    expect(Object.keys(await import(/* @vite-ignore */ entry)).sort()).toMatchSnapshot();
  },
);

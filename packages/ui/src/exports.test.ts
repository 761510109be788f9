import { expect, it } from 'vitest';

// A changed snapshot in review means the public API changed: add a changeset.
it('should export exactly the public API', async () => {
  const api = await import('./index');
  expect(Object.keys(api).sort()).toMatchSnapshot();
});

// The kit for packages built on the design system (@agency/staff): tokens and shared class names, no component.
it('should export exactly the kit', async () => {
  expect(Object.keys(await import('./kit')).sort()).toMatchSnapshot();
});

// @vitest-environment node
// The package boundaries of docs/architecture.md are lint rules (eslint.config.js): an import against them fails
// `pnpm lint`, and so `.ci/run`, naming the import. These cases write such an import into a file of each package, as
// a newcomer might, and lint it with the project's own configuration.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repo });

/** The messages of the boundary rule for `code` written in `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('package boundaries', { timeout: 60_000 }, () => {
  it('should fail a value import of @agency/content in a ui run-time file, and allow its types', async () => {
    const file = 'packages/ui/src/primitives/Box/Box.tsx';
    expect(
      await boundaryErrors(
        file,
        "import { brand } from '@agency/content';\nexport const name = brand.agencyName;\n",
      ),
    ).toEqual([
      expect.stringMatching(/'@agency\/content' import is restricted.*import content's types only/),
    ]);
    expect(
      await boundaryErrors(file, "import type { Faq } from '@agency/content';\nexport type F = Faq;\n"),
    ).toEqual([]);
    // The calls' contracts are the one content module ui's run-time code may use; any other subpath is refused.
    expect(
      await boundaryErrors(
        file,
        "import { chatCall } from '@agency/content/contracts';\nexport const path = chatCall.path;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        file,
        "import { faqSchema } from '@agency/content/schemas';\nexport const s = faqSchema;\n",
      ),
    ).toEqual([expect.stringMatching(/'@agency\/content\/schemas' import is restricted/)]);
    // A story may show real copy.
    expect(
      await boundaryErrors(
        'packages/ui/src/primitives/Box/Box.stories.tsx',
        "import { brand } from '@agency/content';\nexport const b = brand;\n",
      ),
    ).toEqual([]);
  });

  it('should fail an import of the functions or the database in ui and staff', async () => {
    expect(
      await boundaryErrors(
        'packages/ui/src/widgets/ChatWidget/ChatWidget.tsx',
        "import { createChatHandler } from '@agency/chat';\nexport const h = createChatHandler;\n",
      ),
    ).toEqual([expect.stringMatching(/over HTTP/)]);
    expect(
      await boundaryErrors(
        'packages/staff/src/leads/leadsClient.ts',
        "import { openDatabase } from '@agency/db';\nexport const o = openDatabase;\n",
      ),
    ).toEqual([expect.stringMatching(/over HTTP/)]);
  });

  it('should keep content free of our other packages, and the functions and the database free of React', async () => {
    expect(
      await boundaryErrors(
        'packages/content/src/index.ts',
        "import { Button } from '@agency/ui';\nexport const b = Button;\n",
      ),
    ).toEqual([expect.stringMatching(/imports no other package of ours/)]);
    expect(
      await boundaryErrors(
        'packages/chat/src/handler.ts',
        "import { useState } from 'react';\nexport const u = useState;\n",
      ),
    ).toEqual([expect.stringMatching(/no React/)]);
    expect(
      await boundaryErrors(
        'packages/db/src/index.ts',
        "import { brand } from '@agency/content';\nexport const b = brand;\n",
      ),
    ).toEqual([expect.stringMatching(/imports no other package of ours/)]);
  });
});

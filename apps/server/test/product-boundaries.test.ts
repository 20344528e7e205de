import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 15: a product imports itself and platform, never another product; lint is what holds it.
const ROOT = resolve(import.meta.dirname, '../../..');

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, filePath) });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('product boundaries', () => {
  it('refuse a server module importing another product', async () => {
    const refused = await restrictedImports(
      'apps/server/src/modules/recruiting/jobs/boundary-probe.ts',
      "export { listPeople } from '../../admin/people/people.service.ts';\n",
    );
    expect(refused).toEqual([expect.stringContaining('A product imports only itself and platform')]);
  });

  it('let a product import platform and itself', async () => {
    const refused = await restrictedImports(
      'apps/server/src/modules/recruiting/jobs/boundary-probe.ts',
      "export { recordAudit } from '../../platform/audit/audit.service.ts';\nexport * from '../job-posts/job-posts.service.ts';\n",
    );
    expect(refused).toEqual([]);
  });

  it('refuse platform importing a product, in the web app and the shared schemas too', async () => {
    expect(
      await restrictedImports(
        'apps/web/src/features/platform/notifications/boundary-probe.ts',
        "export * from '../../recruiting/jobs/api/jobs-api';\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'packages/shared/src/schemas/recruiting/boundary-probe.ts',
        "export * from '../admin/people.ts';\n",
      ),
    ).toHaveLength(1);
  });
});

import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const server = (path: string) => resolve(root, 'apps/server', path);

let eslint: ESLint;
let zonesOnly: ESLint;
beforeAll(() => {
  // The project's own eslint.config.js; `ignore: false` so the on-disk fixtures are linted too.
  eslint = new ESLint({ cwd: root, ignore: false });
  // Checking a cycle reads the importing file from disk, which a text-only fixture is not.
  zonesOnly = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
});

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function rulesHit(code: string, filePath: string) {
  const [result] = await zonesOnly.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

test('a module importing another module’s repo fails lint', async () => {
  const code =
    "import type { ProfilesRepo } from '../profiles/profiles.repo';\n" +
    'export type Uses = ProfilesRepo;\n';
  expect(await rulesHit(code, server('src/modules/payments/boundary-fixture.ts'))).toContain(
    'import/no-restricted-paths',
  );
});

test('a module importing another module’s routes fails lint', async () => {
  const code =
    "import { authRoutes } from '../auth/auth.routes';\n" + 'export const uses = authRoutes;\n';
  expect(await rulesHit(code, server('src/modules/accounts/boundary-fixture.ts'))).toContain(
    'import/no-restricted-paths',
  );
});

test('the same module reached through its index or service passes', async () => {
  const code =
    "import type { ProfilesService } from '../profiles';\n" +
    "import type { AuditService } from '../audit/audit.service';\n" +
    'export type Uses = [ProfilesService, AuditService];\n';
  expect(await rulesHit(code, server('src/modules/payments/boundary-fixture.ts'))).toEqual([]);
});

test('an integration importing a module fails lint', async () => {
  const code =
    "import type { OutboxService } from '../../modules/outbox/outbox.service';\n" +
    'export type Uses = OutboxService;\n';
  expect(await rulesHit(code, server('src/integrations/mail/boundary-fixture.ts'))).toContain(
    'import/no-restricted-paths',
  );
});

test('shared importing from an app fails lint', async () => {
  const code =
    "import { buildApp } from '../../../apps/server/src/app';\n" + 'export const x = buildApp;\n';
  expect(await rulesHit(code, resolve(root, 'packages/shared/src/boundary-fixture.ts'))).toContain(
    'import/no-restricted-paths',
  );
});

test('a web feature importing another feature fails lint', async () => {
  const code =
    "import { LoginScreen } from '../../auth/components/login-screen';\n" +
    'export const x = LoginScreen;\n';
  const file = resolve(root, 'apps/web/src/features/account/components/boundary-fixture.ts');
  expect(await rulesHit(code, file)).toContain('import/no-restricted-paths');
});

test('importing a test file fails lint (the cycle check skips test files for that reason)', async () => {
  const code = "import { startMsw } from './lookups.test';\n" + 'export const x = startMsw;\n';
  expect(await rulesHit(code, server('test/boundary-fixture.ts'))).toContain(
    'import/no-restricted-paths',
  );
});

test('an import cycle fails lint', async () => {
  const [result] = await eslint.lintFiles([server('test/fixtures/lint/cycle-a.ts')]);
  expect(result?.messages.map((m) => m.ruleId)).toContain('import/no-cycle');
});

test('a cycle through a lazy import() fails lint too', async () => {
  const [result] = await eslint.lintFiles([server('test/fixtures/lint/dynamic-cycle-b.ts')]);
  expect(result?.messages.map((m) => m.ruleId)).toContain('import/no-cycle');
});

const web = (path: string) => resolve(root, 'apps/web/src', path);

test('a web feature importing app/ fails lint', async () => {
  const code = "import { screens } from '../../../app/screens';\n" + 'export const x = screens;\n';
  expect(await rulesHit(code, web('features/errors/components/boundary-fixture.ts'))).toContain(
    'import/no-restricted-paths',
  );
});

test('the web ground floor importing the i18n setup or a feature fails lint', async () => {
  const i18n = "import i18n from '../i18n';\nexport const x = i18n;\n";
  expect(await rulesHit(i18n, web('lib/boundary-fixture.ts'))).toContain(
    'import/no-restricted-paths',
  );
  const feature =
    "import { authManifest } from '../features/auth/manifest';\nexport const x = authManifest;\n";
  expect(await rulesHit(feature, web('lib/boundary-fixture.ts'))).toContain(
    'import/no-restricted-paths',
  );
});

test('the web i18n setup importing a feature fails lint', async () => {
  const code =
    "import { errorsI18n } from '../features/errors/i18n';\nexport const x = errorsI18n;\n";
  expect(await rulesHit(code, web('i18n/boundary-fixture.ts'))).toContain(
    'import/no-restricted-paths',
  );
});

test('a feature taking the registry types from lib/ passes', async () => {
  const code =
    "import type { FeatureManifest } from '../../lib/feature-manifest';\n" +
    'export const m: FeatureManifest = { screens: [] };\n';
  expect(await rulesHit(code, web('features/errors/boundary-fixture.ts'))).toEqual([]);
});

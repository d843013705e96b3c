import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The sub-folders of a folder: every module and feature gets its zone, new ones included. */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const SERVER_MODULES = './apps/server/src/modules';
const WEB = './apps/web/src';
const WEB_FEATURES = `${WEB}/features`;
const serverModules = foldersIn(SERVER_MODULES);
const webFeatures = foldersIn(WEB_FEATURES);

/**
 * Import boundaries (ARCHITECTURE.md): a server module reaches another module only through its
 * `index.ts` or `*.service.ts`, never its repo or routes; integrations, plugins, lib and db never
 * import a module's insides; shared imports nothing from the apps; web features never import
 * each other (the app composes them from their manifests).
 */
const boundaryZones = [
  ...serverModules.map((name) => {
    const others = serverModules.filter((o) => o !== name);
    return {
      target: `${SERVER_MODULES}/${name}/**/*`,
      from: others.map((o) => `${SERVER_MODULES}/${o}/**/*`),
      // Exceptions are matched against absolute paths, hence the leading `**/`.
      except: others.flatMap((o) => [
        `**/apps/server/src/modules/${o}/index.ts`,
        `**/apps/server/src/modules/${o}/*.service.ts`,
      ]),
      message: 'Use the other module through its index.ts or service, never its repo or routes.',
    };
  }),
  {
    target: './apps/server/src/integrations/**/*',
    from: `${SERVER_MODULES}/**/*`,
    message: 'Integrations never import modules: declare the shape you need in the integration.',
  },
  {
    target: [
      './apps/server/src/plugins/**/*',
      './apps/server/src/lib/**/*',
      './apps/server/src/db/**/*',
    ],
    from: [`${SERVER_MODULES}/**/*`],
    except: ['**/apps/server/src/modules/*/index.ts'],
    message: 'Plugins, lib and db reach a module only through its index.ts.',
  },
  {
    target: './packages/shared/**/*',
    from: './apps/**/*',
    message: 'shared imports nothing from the apps.',
  },
  ...webFeatures.map((name) => ({
    target: `${WEB_FEATURES}/${name}/**/*`,
    from: webFeatures.filter((o) => o !== name).map((o) => `${WEB_FEATURES}/${o}/**/*`),
    message: 'Web features never import each other: compose them in a screen under app/.',
  })),
  {
    target: './**/*',
    from: ['./**/*.test.ts', './**/*.test.tsx', './e2e/**/*.spec.ts'],
    message: 'Nothing imports a test file (the cycle check skips them for that reason).',
  },
];

/**
 * The web app's floors: each imports only those below it, `lib/` (ground floor) < `i18n/` <
 * `components/` < `features/` < `app/` (the composition root, which lists the features'
 * manifests). For sources only: a test may assemble the app from any floor (e.g. the catalogue
 * checks beside `lib/error-text.ts`).
 */
const webFloorZones = [
  {
    target: `${WEB_FEATURES}/**/*`,
    from: `${WEB}/app/**/*`,
    message:
      'Features never import app/: declare what the app needs in the manifest; take shared parts from lib/ or components/.',
  },
  {
    target: `${WEB}/components/**/*`,
    from: [`${WEB}/app/**/*`, `${WEB_FEATURES}/**/*`],
    message: 'Shared components never import a feature or app/.',
  },
  {
    target: `${WEB}/i18n/**/*`,
    from: [`${WEB}/app/**/*`, `${WEB_FEATURES}/**/*`, `${WEB}/components/**/*`],
    message: 'i18n knows no feature: the app registers the manifests’ namespaces.',
  },
  {
    target: `${WEB}/lib/**/*`,
    from: [`${WEB}/app/**/*`, `${WEB_FEATURES}/**/*`, `${WEB}/components/**/*`, `${WEB}/i18n/**/*`],
    message: 'lib/ is the ground floor: it imports no i18n setup, component, feature or app/.',
  },
];

/** How eslint-plugin-import reads and resolves our files. */
const importSettings = {
  'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
  // Only our own files are parsed for cycles; packages cannot import us back.
  'import/ignore': ['node_modules'],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/drizzle/meta/**',
      // Lint fixtures that break the rules on purpose (apps/server/test/lint-boundaries.test.ts).
      'apps/server/test/fixtures/lint/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: {
      'import/no-restricted-paths': [
        'error',
        // Zones are relative to this folder, whatever the working directory of the lint run.
        { basePath: fileURLToPath(new URL('.', import.meta.url)), zones: boundaryZones },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    // A test or spec file is imported by nothing, so no cycle passes through it; checking from
    // each of them re-walked the whole graph (three quarters of the lint run's time).
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: {
      // Lazy `import()` counts too: a chain through one (a screen loaded by the registry that
      // reads the registry back) is still a tangle, and a load-time cycle once the chunk is eager.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: fileURLToPath(new URL('.', import.meta.url)),
          zones: [...boundaryZones, ...webFloorZones],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@vigil/server'],
              message: 'The web app never imports the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@vigil/web'],
              message: 'The server never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'fastify',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'node:*',
              ],
              message: 'shared stays framework-free.',
            },
          ],
        },
      ],
    },
  },
);

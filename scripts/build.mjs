// The one build step. `node scripts/build.mjs` builds the web app (Vite) and the server (an
// esbuild bundle of apps/server plus @vigil/shared, which ships as TypeScript source) and stamps
// each output with a hash of its inputs. `--if-stale` skips an output whose stamp matches, so
// `npm start` builds only when the sources changed. `--web` / `--server` pick one output.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const STAMP = '.build-hash';

/** Files (recursively) under `paths`, sorted, without tests: what an output is built from. */
function inputFiles(paths) {
  const files = [];
  const walk = (path) => {
    const entries = readdirSync(path, { withFileTypes: true });
    for (const entry of entries) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full);
      } else if (!/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const p of paths) {
    const full = join(root, p);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) walk(full);
    else files.push(full);
  }
  return files.sort();
}

/** A hash of the inputs' paths and contents plus the settings that change the output. */
function fingerprint(paths, settings) {
  const hash = createHash('sha256');
  for (const file of inputFiles(paths)) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  hash.update(JSON.stringify(settings));
  return hash.digest('hex');
}

const viteSettings = () =>
  Object.fromEntries(
    Object.entries(process.env)
      .filter(([k]) => k.startsWith('VITE_'))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * Packages that stay in node_modules and load from there at run time: native code (sharp,
 * @node-rs/argon2), WASM and data files next to the code (PGlite), worker threads (pino's
 * transports) and packages that serve their own files (Swagger UI). Everything else, our code
 * and @vigil/shared (TypeScript source) included, is one bundle: far fewer files to resolve
 * and compile at start-up.
 */
const BUNDLE_EXTERNAL = [
  '@electric-sql/pglite',
  'sharp',
  '@node-rs/argon2',
  'pino',
  'pino-pretty',
  'thread-stream',
  '@fastify/swagger-ui',
  'pg-native',
];

export const outputs = {
  web: {
    dist: join(root, 'apps/web/dist'),
    inputs: () =>
      fingerprint(
        [
          'apps/web/src',
          'apps/web/public',
          'apps/web/index.html',
          'apps/web/vite.config.ts',
          'apps/web/postcss.config.cjs',
          'apps/web/tsconfig.json',
          'apps/web/package.json',
          'packages/shared/src',
          'packages/shared/package.json',
          'package-lock.json',
        ],
        viteSettings(),
      ),
    build() {
      const run = spawnSync('npm', ['run', 'build', '-w', '@vigil/web'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (run.status !== 0) throw new Error('the web build failed');
    },
  },
  server: {
    dist: join(root, 'apps/server/dist'),
    inputs: () =>
      fingerprint(
        [
          'apps/server/src',
          'apps/server/package.json',
          'packages/shared/src',
          'packages/shared/package.json',
          'package-lock.json',
          'scripts/build.mjs',
        ],
        {},
      ),
    async build() {
      const { build } = await import('esbuild');
      await build({
        entryPoints: { main: join(root, 'apps/server/src/main.ts') },
        outdir: join(root, 'apps/server/dist'),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        sourcemap: 'linked',
        logLevel: 'warning',
        // Optional vendors (Stripe, SMTP, Redis, the other database driver) are imported
        // only when configured: they become chunks that a start without them never loads.
        splitting: true,
        external: BUNDLE_EXTERNAL,
        // Bundled CommonJS packages call require() and read __dirname.
        banner: {
          js: [
            "import { createRequire as __vigilCreateRequire } from 'node:module';",
            "import { fileURLToPath as __vigilFileURLToPath } from 'node:url';",
            "import { dirname as __vigilDirname } from 'node:path';",
            'const require = __vigilCreateRequire(import.meta.url);',
            'const __filename = __vigilFileURLToPath(import.meta.url);',
            'const __dirname = __vigilDirname(__filename);',
          ].join('\n'),
        },
      });
    },
  },
};

/** Builds `names`; with `ifStale`, only those whose stamp differs from their inputs' hash. */
export async function buildOutputs(names, { ifStale = false } = {}) {
  const built = [];
  for (const name of names) {
    const output = outputs[name];
    const hash = output.inputs();
    const stampFile = join(output.dist, STAMP);
    if (ifStale && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) continue;
    const started = performance.now();
    await output.build();
    writeFileSync(stampFile, hash);
    built.push(`${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const only = ['web', 'server'].filter((n) => args.includes(`--${n}`));
  const built = await buildOutputs(only.length ? only : ['web', 'server'], {
    ifStale: args.includes('--if-stale'),
  });
  console.log(built.length ? `built ${built.join(', ')}` : 'build is up to date');
}

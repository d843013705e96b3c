import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { parseConfig } from '../src/config';
import { productionConfigProblems } from '../src/config-checks';

const root = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

/** The JSON array of the Dockerfile's last `CMD` (exec form). */
function dockerCmd(dockerfile: string): string[] {
  const lines = dockerfile.split('\n').filter((l) => /^CMD\s/.test(l));
  const last = lines.at(-1);
  if (!last) throw new Error('no CMD');
  return JSON.parse(last.replace(/^CMD\s+/, '')) as string[];
}

test('the image starts with the command CI runs (npm start and the browser suite)', () => {
  const cmd = dockerCmd(read('Dockerfile')).join(' ');
  const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
  expect(cmd).toBe(pkg.scripts.start);
  // Playwright's webServer (what CI runs end to end) starts the same command.
  expect(read('playwright.config.ts')).toContain(`&& ${cmd}\``);
});

test('the Dockerfile is multi-stage, runs as a non-root user and has a health check', () => {
  const dockerfile = read('Dockerfile');
  expect(dockerfile.match(/^FROM\s/gm)?.length).toBeGreaterThanOrEqual(2);
  expect(dockerfile).toMatch(/^COPY --from=build /m);
  const user = /^USER\s+(\S+)/m.exec(dockerfile)?.[1];
  expect(user).toBeDefined();
  expect(['root', '0']).not.toContain(user);
  // USER comes before CMD, so the server never runs as root.
  expect(dockerfile.indexOf('USER ')).toBeLessThan(dockerfile.lastIndexOf('CMD '));
  expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/api\/ready/m);
});

test('compose.yaml parses and wires the app to PostgreSQL, Redis and S3 with health checks', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<
      string,
      {
        build?: string;
        image?: string;
        environment?: Record<string, string>;
        depends_on?: Record<string, { condition: string }>;
        healthcheck?: { test: string[] };
        entrypoint?: string[];
      }
    >;
  };
  const { app, postgres, redis, minio } = compose.services;
  expect(app?.build).toBe('.');
  expect(app?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
  expect(app?.environment?.REDIS_URL).toBe('redis://redis:6379');
  expect(app?.depends_on).toEqual({
    postgres: { condition: 'service_healthy' },
    redis: { condition: 'service_healthy' },
    'minio-bucket': { condition: 'service_completed_successfully' },
  });
  // Files in the S3-compatible store, so that several app processes share them.
  expect(app?.environment?.S3_ENDPOINT).toBe('http://minio:9000');
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
    expect(app?.environment?.[name], name).toBeTruthy();
  }
  expect(minio?.image).toMatch(/^minio\/minio:/);
  expect(minio?.healthcheck?.test).toBeDefined();
  expect(compose.services['minio-bucket']?.entrypoint?.join(' ')).toContain(
    `local/${app?.environment?.S3_BUCKET}`,
  );
  expect(postgres?.image).toMatch(/^postgres:/);
  expect(postgres?.healthcheck?.test).toBeDefined();
  expect(redis?.image).toMatch(/^redis:/);
  expect(redis?.healthcheck?.test).toBeDefined();
  // Every variable the app gets is one the server reads (config.ts).
  const config = read('apps/server/src/config.ts');
  for (const name of Object.keys(app?.environment ?? {})) {
    expect(config, name).toContain(`${name}:`);
  }
});

/** The variables of the run stage's `ENV` instruction (`KEY=value`, continued lines). */
function dockerEnv(dockerfile: string): Record<string, string> {
  const runStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const instruction = /^ENV\s+((?:.*\\\n)*.*)$/m.exec(runStage)?.[1] ?? '';
  return Object.fromEntries(
    [...instruction.matchAll(/([A-Z_][A-Z0-9_]*)=(\S+)/g)].map((m) => [m[1]!, m[2]!]),
  );
}

/** Compose's `${X}`, `${X:-default}` and `${X:?error}` against the operator's shell. */
function interpolate(value: string, shell: Record<string, string>): string {
  return value.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_all, name: string, op?: string, arg?: string) => {
      if (shell[name]) return shell[name];
      if (op === '?') throw new Error(`compose refuses to start: ${name}: ${arg}`);
      return op === '-' ? (arg ?? '') : '';
    },
  );
}

test('finding 2 (production checks): the documented deployment (image + compose.yaml) passes them', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, { environment?: Record<string, string>; ports?: string[] }>;
  };
  const app = compose.services.app;
  const image = dockerEnv(read('Dockerfile'));
  expect(image).toMatchObject({ NODE_ENV: 'production', DATA_DIR: '/data' });
  // What docs/deploy.md tells the operator to set on the command line.
  const shell = { JWT_SECRET: 'x'.repeat(64), S3_SECRET_ACCESS_KEY: 'y'.repeat(48) };
  const env = {
    ...image,
    ...Object.fromEntries(
      Object.entries(app?.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), shell)]),
    ),
  };
  // `/data` is the image's volume (whatever holds it on this test machine).
  const checks = { env, fileSystemOf: () => undefined };
  expect(productionConfigProblems(parseConfig(env), checks)).toEqual([]);
  // Without a JWT_SECRET compose itself stops (no shared placeholder secret).
  expect(() => interpolate(String(app?.environment?.JWT_SECRET), {})).toThrow(/JWT_SECRET/);
  // A hop count trusts whoever connects: the app is reachable through the proxy only.
  expect(env.TRUST_PROXY).toBe('1');
  expect(app?.ports).toBeUndefined();
  expect(compose.services.proxy?.ports).toEqual(['8443:8443']);
});

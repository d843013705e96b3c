import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { parse } from 'yaml';

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
  expect(read('playwright.config.ts')).toContain(`&& ${cmd}'`);
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

import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openInfrastructure, type Infrastructure } from '../src/composition/infrastructure';
import type { ModuleServices } from '../src/composition/module-plugin';
import { modules } from '../src/composition/modules';
import { registerPlugins } from '../src/composition/plugins';
import { parseConfig } from '../src/config';
import { auditPlugin } from '../src/modules/audit/audit.plugin';
import { authPlugin } from '../src/modules/auth/auth.plugin';
import { jobsPlugin } from '../src/modules/jobs/jobs.plugin';
import { outboxPlugin } from '../src/modules/outbox/outbox.plugin';
import { TEST_JWT_SECRET, provisionDatabase } from './helper';

let infra: Infrastructure;
let drop = async () => {};
beforeAll(async () => {
  const db = await provisionDatabase({ migrated: true });
  drop = db.drop;
  const dataDir = await mkdtemp(join(tmpdir(), 'vigil-module-plugins-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'http://vigil.test',
  });
  infra = await openInfrastructure(config, {}, Fastify({ logger: false }).log);
});
afterAll(async () => {
  await infra.close();
  await drop();
});

/** An instance with an empty registry and the cross-cutting plugins, as app.ts makes it. */
async function bare() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', infra.config);
  app.decorate('services', { background: infra.afterReply } as ModuleServices);
  await registerPlugins(app, infra);
  return app;
}

test('a module loaded before a module it depends on fails at start, naming the dependency', async () => {
  const app = await bare();
  await app.register(auditPlugin, { infra, overrides: {} });
  // auth needs the outbox (its mails), which is not loaded.
  await expect(app.register(authPlugin, { infra, overrides: {} })).rejects.toThrow(/vigil-outbox/);
  await app.close();
});

test('a module builds with just its real dependencies and provides its service', async () => {
  const app = await bare();
  for (const plugin of [auditPlugin, jobsPlugin, outboxPlugin, authPlugin]) {
    await app.register(plugin, { infra, overrides: {} });
  }
  await app.ready();
  const email = `plugin-${Date.now()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { inputEmail: email, inputPassword: 'a-long-enough-password-42' },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(await app.services.auth.findUserByEmail(email)).toMatchObject({ email });
  expect(app.services).not.toHaveProperty('accounts');
  await app.close();
});

test('every module folder with a plugin is in the one list of composition/modules.ts', async () => {
  const folders = await readdir(resolve(import.meta.dirname, '../src/modules'), {
    withFileTypes: true,
  });
  const withPlugin: string[] = [];
  for (const dir of folders.filter((d) => d.isDirectory())) {
    const files = await readdir(resolve(dir.parentPath, dir.name));
    if (files.includes(`${dir.name}.plugin.ts`)) withPlugin.push(`vigil-${dir.name}`);
  }
  // fastify-plugin keeps the name it was given on the function.
  const nameOf = (plugin: object) =>
    (plugin as Record<symbol, { name: string }>)[Symbol.for('plugin-meta')]?.name;
  const listed = modules.map(nameOf);
  expect([...listed].sort()).toEqual(withPlugin.sort());
});

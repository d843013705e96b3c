import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorReplySchema, type ErrorCode, type Role } from '@vigil/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type App, type AppOverrides } from '../src/app';
import { parseConfig } from '../src/config';
import { migrationsFolder, openDatabase, type Database, type Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { outboxMessages } from '../src/db/schema';
import type { Clock } from '../src/lib/clock';
import { startFakeRapidApi, type FakeHandler, type FakeRapidApi } from './fake-rapidapi';

/** The secret every test app signs with, so tests can forge tokens with and without it. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** A clock that runs with real time plus an offset that tests move forward. */
export type FakeClock = Clock & { advance: (ms: number) => void };

export function createFakeClock(): FakeClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

export const minutes = (n: number) => n * 60_000;

/**
 * A migrated database of the test file's own, opened before its tests and dropped after them
 * (in-memory PGlite, or a fresh PostgreSQL database with TEST_DATABASE_URL); for tests of the
 * SQL itself (triggers, repos) without an app. `rows(sql)` runs a query and returns its rows.
 */
export function useMigratedDatabase(label: string) {
  let database: Database | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    const provisioned = await provisionDatabase({ migrated: true });
    drop = provisioned.drop;
    database = await openDatabase({
      url: provisioned.url,
      dataDir: await mkdtemp(join(tmpdir(), `vigil-${label}-`)),
    });
  });
  afterAll(async () => {
    await database?.close();
    await drop();
  });
  const open = () => {
    if (!database) throw new Error('the database opens in beforeAll');
    return database;
  };
  return {
    get database() {
      return open();
    },
    rows: async <T>(query: ReturnType<typeof sql>) =>
      ((await open().db.execute(query)) as unknown as { rows: T[] }).rows,
  };
}

/**
 * A database URL for one test file: a fresh database on `TEST_DATABASE_URL` (CI's PostgreSQL)
 * when set, else in-memory PGlite. `drop` removes the PostgreSQL database again.
 *
 * `migrated` databases are copies of one migrated template (`CREATE DATABASE … TEMPLATE`, about
 * 0.1 s instead of running every migration, about 1.2 s); the template's name carries a hash of
 * the migrations, so a changed migration makes a new one (old ones stay: another work tree may
 * still be copying them; each is a few MB). Without it the database is empty, for
 * the tests of the migrations themselves. (In-memory PGlite copies its own template per process:
 * `src/db/client.ts`.)
 */
export async function provisionDatabase(
  opts: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: 'memory://', drop: async () => {} };
  const name = `vigil_t_${randomBytes(6).toString('hex')}`;
  const template = opts.migrated ? await migratedTemplate(serverUrl) : undefined;
  await onServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await onServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** This process's promise of the template's name; the first file of each worker makes sure. */
let templateName: Promise<string> | undefined;

function migratedTemplate(serverUrl: string) {
  templateName ??= (async () => {
    const files = (await readdir(migrationsFolder, { recursive: true }))
      .filter((f) => f.endsWith('.sql') || f.endsWith('_journal.json'))
      .sort();
    const hash = createHash('sha256');
    for (const f of files) hash.update(f).update(await readFile(join(migrationsFolder, f)));
    const name = `vigil_tpl_${hash.digest('hex').slice(0, 16)}`;
    // Workers start together: one makes the template under a lock, the others wait, then find it.
    await onServer(serverUrl, async (client) => {
      await client.query(`SELECT pg_advisory_lock(hashtext('vigil-test-template'))`);
      try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount) return;
        const building = `${name}_building`;
        await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${building}`);
        const database = await openDatabase({
          url: databaseUrl(serverUrl, building),
          dataDir: await mkdtemp(join(tmpdir(), 'vigil-template-')),
        });
        await database.close();
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } finally {
        await client.query(`SELECT pg_advisory_unlock(hashtext('vigil-test-template'))`);
      }
    });
    return name;
  })();
  return templateName;
}

/**
 * A database whose server is down: a PostgreSQL pool aimed at a port nobody listens on. Every
 * query fails with a connection error, as when the real server goes away.
 */
export function unreachableDatabase(): Database {
  const pool = new pg.Pool({
    connectionString: 'postgres://vigil:secret-password@127.0.0.1:1/vigil',
    connectionTimeoutMillis: 2000,
  });
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    exclusive: (work) => work(),
    close: () => pool.end(),
  };
}

export type TestAppOptions = Omit<AppOverrides, 'clock'> & {
  /** Configuration variables on top of the test defaults. */
  env?: Record<string, string>;
};

export type TestApp = { app: App; clock: FakeClock; close: () => Promise<void> };

/**
 * The real app (real migrations, plugins and outbox adapters) on a throw-away database and
 * data folder. Build one per test file: a cold PGlite start costs about 1.5 s.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { env, ...overrides } = options;
  const clock = createFakeClock();
  const dataDir = await mkdtemp(join(tmpdir(), 'vigil-test-'));
  // A given database (see unreachableDatabase) needs no database of its own here.
  const db = overrides.database
    ? { url: 'memory://', drop: async () => {} }
    : await provisionDatabase({ migrated: true });
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // No built web app in tests: non-API paths always reach the HTML 404.
    WEB_DIST_DIR: dataDir,
    DATABASE_URL: db.url,
    REDIS_URL: process.env.TEST_REDIS_URL,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'http://vigil.test',
    // Every request comes from one address; the rate-limit test sets these low again.
    RATE_LIMIT_MAX: '100000',
    LOGIN_RATE_LIMIT_MAX: '100000',
    // Test files share one Redis: each app gets its own job queue.
    JOBS_QUEUE_NAME: `vigil-jobs-test-${randomBytes(6).toString('hex')}`,
    // … and its own Redis keys (rate-limit counters above all).
    REDIS_KEY_PREFIX: `vigil-test-${randomBytes(6).toString('hex')}:`,
    // The first-start ratings import (~1 s) only where a test wants it (news tests).
    NEWS_SEED_RATINGS: 'false',
    ...env,
  });
  let app: App;
  try {
    app = await buildApp(config, { ...overrides, clock });
    await app.ready();
  } catch (err) {
    await db.drop().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    app,
    clock,
    close: async () => {
      await app.close();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Something a test file's tests share: made in beforeAll and closed in afterAll. What is returned
 * reads through to it; a read before beforeAll ran (at module level, instead of inside a test or
 * hook) throws, naming `what` ("the test app is built").
 */
export function useForFile<T extends object>(
  what: string,
  make: () => Promise<T>,
  close: (made: T) => Promise<unknown>,
): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  afterAll(async () => {
    if (made) await close(made);
  });
  const current = () => {
    if (!made) throw new Error(`${what} in beforeAll: read it inside a test or hook`);
    return made;
  };
  return new Proxy({} as T, { get: (_target, key) => Reflect.get(current(), key) });
}

/**
 * The file's test app, built once before its tests and closed after them (see buildTestApp).
 * Read `app` and `clock` inside tests and hooks: before the build there is nothing to read.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  return useForFile(
    'the test app is built',
    () => buildTestApp(options),
    (t) => t.close(),
  );
}

export type VendorTestApp = TestApp & { fake: FakeRapidApi };

/**
 * The file's test app with a RapidAPI key, every provider call going to a fake RapidAPI that
 * answers with `answer` (started first: its address is the app's `RAPIDAPI_BASE_URL`); both are
 * closed after the file's tests. `options.env` names the key, each file its own.
 */
export function useVendorApp(
  answer: FakeHandler,
  options: TestAppOptions & { env: { RAPIDAPI_KEY: string } },
): VendorTestApp {
  return useForFile(
    'the test app is built',
    async () => {
      const fake = await startFakeRapidApi(answer);
      const t = await buildTestApp({
        ...options,
        env: { ...options.env, RAPIDAPI_BASE_URL: fake.url },
      });
      const close = async () => {
        await t.close();
        await fake.close();
      };
      return { ...t, fake, close };
    },
    (t) => t.close(),
  );
}

let counter = 0;
/** An address no other test in this process uses. */
export const uniqueEmail = (label = 'user') =>
  `${label}-${process.pid}-${++counter}-${randomBytes(3).toString('hex')}@example.test`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * One request as `who` (its bearer token; null: signed out), with a JSON `payload` when given and
 * any further `headers`.
 */
export const requestAs = (
  app: App,
  who: { token: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: InjectOptions['payload'],
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { ...(who ? bearer(who.token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

/** Outbox messages to one recipient, newest first, once mail sent after replies has gone out. */
export async function outboxFor(app: App, recipient: string) {
  await app.services.background.idle();
  return app.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt));
}

/** The `token` query parameter of the first link in a message body. */
export function tokenFromLink(body: string, route: 'verify-email' | 'reset-password') {
  const match = new RegExp(`http://vigil\\.test/#/${route}\\?token=([A-Za-z0-9_-]+)`).exec(body);
  if (!match?.[1]) throw new Error(`no ${route} link in:\n${body}`);
  return match[1];
}

export async function register(app: App, email: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { inputEmail: email, inputPassword: password },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

/** The verification token of the newest verification e-mail to this address. */
export async function latestVerificationToken(app: App, email: string) {
  const mail = (await outboxFor(app, email)).find((m) => m.subject?.includes('verify'));
  if (!mail) throw new Error(`no verification e-mail to ${email}`);
  return tokenFromLink(mail.body, 'verify-email');
}

/** Registers an address and opens the link from its verification e-mail. */
export async function registerAndVerify(app: App, email: string, password: string) {
  await register(app, email, password);
  const res = await app.inject({
    method: 'POST',
    url: '/api/verify-email',
    payload: { token: await latestVerificationToken(app, email) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export type Session = { token: string; refreshCookie: string };

/** The sign-in request as the login form sends it; `login` below expects it to succeed. */
export const postLogin = (app: App, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { inputEmail: email, inputPassword: password },
  });

/** A token refresh with a session's refresh cookie, as the browser sends it. */
export const postRefresh = (app: App, refreshCookie: string) =>
  app.inject({
    method: 'POST',
    url: '/api/token/refresh',
    cookies: { vigil_refresh: refreshCookie },
  });

export async function login(app: App, email: string, password: string): Promise<Session> {
  const res = await postLogin(app, email, password);
  expect(res.statusCode, res.body).toBe(200);
  const refreshCookie = res.cookies.find((c) => c.name === 'vigil_refresh')?.value;
  if (!refreshCookie) throw new Error('login set no refresh cookie');
  return { token: res.json<{ token: string }>().token, refreshCookie };
}

export async function createAdmin(
  app: App,
  email = uniqueEmail('admin'),
  password = 'admin-password-1',
) {
  await app.services.auth.ensureAdmin({ email, password, force: true });
  return { email, password };
}

export type Principal = Session & { email: string; password: string; role: Role };

/**
 * A fresh account of `role`, signed in on the file's app before its tests (after the app is
 * built: hooks run in the order they are declared). Read it inside tests and hooks.
 */
export const useSignedIn = (t: { app: App }, role: Role): Principal =>
  useForFile(
    `the ${role} is signed in`,
    () => signIn(t.app, role),
    async () => {},
  );

/** A fresh, verified and signed-in account of the given role. */
export async function signIn(app: App, role: Role): Promise<Principal> {
  const password = `${role}-password-1`;
  const email = uniqueEmail(role);
  if (role === 'admin') await createAdmin(app, email, password);
  else await registerAndVerify(app, email, password);
  return { email, password, role, ...(await login(app, email, password)) };
}

/**
 * Asserts the one error shape (`{ error: { code, message }, requestId }`, nothing more, and the
 * request id echoed in `x-request-id`) and returns `error`.
 */
export function errorOf(res: { body: string; headers: Record<string, unknown> }) {
  const raw: unknown = JSON.parse(res.body);
  const body = errorReplySchema.parse(raw);
  expect(raw).toEqual(body);
  expect(res.headers['x-request-id']).toBe(body.requestId);
  return body.error;
}

/** Asserts a reply is `status` with the error `code` in the one error shape; returns the error. */
export function expectError(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  status: number,
  code: ErrorCode,
) {
  expect(res.statusCode, res.body).toBe(status);
  const error = errorOf(res);
  expect(error.code).toBe(code);
  return error;
}

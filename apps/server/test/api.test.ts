import { expect, test } from 'vitest';
import {
  buildTestApp,
  errorOf,
  unreachableDatabase,
  useTestApp,
  postLogin,
  expectError,
} from './helper';

const t = useTestApp();

test('GET /api/health answers ok without touching anything', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });
});

test('GET /api/ready checks the database, Redis and storage and names them', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    status: 'ready',
    database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    redis: process.env.TEST_REDIS_URL ? 'ok' : 'off',
    storage: 'local',
  });
});

test('an unknown /api path is a JSON 404 in the error shape', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const error = errorOf(res);
  expect(error.code).toBe('NOT_FOUND');
  expect(error.message).toBe('No route GET /api/no-such-thing');
});

test('a known /api path with the wrong method is a JSON 404 too', async () => {
  const res = await t.app.inject({ method: 'DELETE', url: '/api/login' });
  expectError(res, 404, 'NOT_FOUND');
});

test('a browser opening an unknown page outside /api gets the HTML 404 page', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/nowhere',
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
  });
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body).toContain("Oops! You're lost.");
});

test('anything else asking for an unknown path outside /api gets the JSON error shape', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/nowhere.png',
    headers: { accept: 'image/*' },
  });
  expectError(res, 404, 'NOT_FOUND');
});

test('malformed JSON is a 400 VALIDATION_FAILED', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"inputEmail": "a@b.test",',
  });
  const error = expectError(res, 400, 'VALIDATION_FAILED');
  expect(error.message).toMatch(/JSON/);
});

test('a missing field is a 400 that names the field', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { inputPassword: 'secret-secret' },
  });
  const error = expectError(res, 400, 'VALIDATION_FAILED');
  expect(error.message).toContain('inputEmail');
  expect(error.message).not.toContain('inputPassword');
});

test('a field of the wrong type is a 400 that names the field', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { inputEmail: 'typed@example.test', inputPassword: 12345678 },
  });
  const error = expectError(res, 400, 'VALIDATION_FAILED');
  expect(error.message).toContain('inputPassword');
  expect(error.message).not.toContain('inputEmail');
});

test('a missing body is a 400, not a 500', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/login' });
  expectError(res, 400, 'VALIDATION_FAILED');
});

test('a body over 1 MiB is a 413 PAYLOAD_TOO_LARGE', async () => {
  const res = await postLogin(t.app, 'big@example.test', 'x'.repeat(1024 * 1024));
  expectError(res, 413, 'PAYLOAD_TOO_LARGE');
});

test('an unsupported content type is a 415', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/xml' },
    payload: '<login/>',
  });
  expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
});

test('every reply carries its request id in x-request-id, unique per request', async () => {
  const a = await t.app.inject({ method: 'GET', url: '/api/health' });
  const b = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
});

test('helmet headers are set, without HSTS or upgrade-insecure-requests (LAN over HTTP)', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['strict-transport-security']).toBeUndefined();
  expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
});

test('the OpenAPI document is generated from the routes', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
  expect(doc.openapi).toMatch(/^3\./);
  expect(doc.paths['/api/login']).toHaveProperty('post');
  expect(doc.paths['/api/accounts/current']).toHaveProperty('put');
});

test('the API docs UI is served at /api/docs', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
});

test('a database that is down gives 502 on /api/ready and 500 elsewhere, never internals', async () => {
  const database = unreachableDatabase();
  const down = await buildTestApp({ database });
  try {
    const ready = await down.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(502);
    expect(errorOf(ready)).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The database is not reachable.',
    });

    const login = await down.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { inputEmail: 'down@example.test', inputPassword: 'whatever-it-is' },
    });
    expect(login.statusCode).toBe(500);
    expect(errorOf(login)).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  } finally {
    await down.close();
    await database.close();
  }
});

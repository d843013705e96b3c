import { Writable } from 'node:stream';
import { afterAll, describe, expect, test } from 'vitest';
import { createOutboxSms } from '../src/integrations/sms/outbox.sms';
import { buildTestApp, outboxFor, register, signIn, uniqueEmail, type TestApp } from './helper';

/**
 * Issue 20 §2, "a production start refuses what is unsafe": what the server does at run time
 * with a production configuration (the start-up refusals themselves: config-checks.test.ts and
 * production-start.test.ts).
 */

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});
async function app(env: Record<string, string>, logs?: string[]) {
  const t = await buildTestApp({
    env,
    ...(logs
      ? {
          logger: {
            level: 'info',
            stream: new Writable({
              write(chunk: Buffer, _enc, done) {
                logs.push(chunk.toString());
                done();
              },
            }),
          },
        }
      : {}),
  });
  apps.push(t);
  return t.app;
}

describe('finding 2.3 (TRUST_PROXY=true lets a client pick its IP)', () => {
  const PROXY = '10.0.0.2';
  const CLIENT = '203.0.113.50';
  /** What the client sends through one proxy: its own X-Forwarded-For, the proxy appends CLIENT. */
  const loginThroughProxy = (a: Awaited<ReturnType<typeof app>>, spoofed: string) =>
    a.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `${spoofed}, ${CLIENT}` },
      payload: { inputEmail: 'proxied@example.test', inputPassword: 'whatever-it-is' },
    });

  test('with a hop count of 1, a client that sends its own X-Forwarded-For stays within the per-IP login limit', async () => {
    const a = await app({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT_MAX: '3' });
    const statuses = [];
    for (let i = 1; i <= 4; i++)
      statuses.push((await loginThroughProxy(a, `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy has its own allowance.
    const other = await a.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.51' },
      payload: { inputEmail: 'proxied@example.test', inputPassword: 'whatever-it-is' },
    });
    expect(other.statusCode).toBe(401);
  });

  test('proxy addresses (CIDRs) are trusted, the hops before them are not', async () => {
    const a = await app({ TRUST_PROXY: '10.0.0.0/8', LOGIN_RATE_LIMIT_MAX: '3' });
    const statuses = [];
    for (let i = 1; i <= 4; i++)
      statuses.push((await loginThroughProxy(a, `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  test('the attack itself: with TRUST_PROXY=true (refused in production) each spoofed address gets a fresh allowance', async () => {
    const a = await app({ TRUST_PROXY: 'true', LOGIN_RATE_LIMIT_MAX: '3' });
    const statuses = [];
    for (let i = 1; i <= 4; i++)
      statuses.push((await loginThroughProxy(a, `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
  });
});

describe('finding 2.2 (cookies and HSTS follow an https PUBLIC_BASE_URL)', () => {
  test('with an https PUBLIC_BASE_URL every reply has HSTS and the session cookie is Secure', async () => {
    const a = await app({ PUBLIC_BASE_URL: 'https://vigil.example.test' });
    const health = await a.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const admin = await signIn(a, 'admin');
    const res = await a.inject({
      method: 'POST',
      url: '/api/login',
      payload: { inputEmail: admin.email, inputPassword: admin.password },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'vigil_refresh');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
  });

  test('with an http PUBLIC_BASE_URL (a LAN, outside production) there is no HSTS', async () => {
    const a = await app({});
    const health = await a.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('finding 2.4 (/api/docs public in production)', () => {
  test('in production the API docs answer 404 unless API_DOCS_PUBLIC=1', async () => {
    const closed = await app({ NODE_ENV: 'production' });
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs/static/index.html',
    ]) {
      expect((await closed.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const open = await app({ NODE_ENV: 'production', API_DOCS_PUBLIC: '1' });
    expect((await open.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await open.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });
});

describe('finding 2.1 (outbox bodies with links and codes in the log)', () => {
  test('in production the outbox e-mail is stored, but its text (the link) never reaches the log', async () => {
    const logs: string[] = [];
    const a = await app({ NODE_ENV: 'production', MAIL_OUTBOX: '1' }, logs);
    const email = uniqueEmail('prod-mail');
    await register(a, email, 'a-long-enough-password-1');
    const [mail] = await outboxFor(a, email);
    expect(mail?.body).toMatch(/verify-email\?token=/);
    const log = logs.join('');
    expect(log).toContain('outbox e-mail');
    expect(log).not.toContain('token=');
    expect(log).not.toContain(mail?.body.split('\n')[0] ?? '');
  });

  test('outside production the outbox e-mail text is still printed to the log (a laptop has no mail)', async () => {
    const logs: string[] = [];
    const a = await app({ NODE_ENV: 'development' }, logs);
    const email = uniqueEmail('dev-mail');
    await register(a, email, 'a-long-enough-password-1');
    await outboxFor(a, email);
    expect(logs.join('')).toContain('verify-email?token=');
  });

  test('an outbox SMS body (a code) is logged only when bodies may be logged', async () => {
    const stored: string[] = [];
    const lines: string[] = [];
    const log = {
      info: (obj: object, msg?: string) => lines.push(JSON.stringify(obj) + (msg ?? '')),
    };
    const outbox = { store: async (m: { body: string }) => void stored.push(m.body) };
    const quiet = createOutboxSms({ outbox, log: log as never, logBodies: false });
    await quiet.send({ to: '+491701234567', body: 'Your Vigil verification code is 424242.' });
    expect(stored).toEqual(['Your Vigil verification code is 424242.']);
    expect(lines.join('\n')).not.toContain('424242');
    expect(lines.join('\n')).toContain('outbox SMS');
    const chatty = createOutboxSms({ outbox, log: log as never, logBodies: true });
    await chatty.send({ to: '+491701234567', body: 'Your Vigil verification code is 515151.' });
    expect(lines.join('\n')).toContain('515151');
  });
});

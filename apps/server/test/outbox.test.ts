import type { OutboxMessage } from '@vigil/shared';
import { beforeAll, expect, test } from 'vitest';
import {
  bearer,
  errorOf,
  register,
  signIn,
  uniqueEmail,
  type Principal,
  useTestApp,
  expectError,
} from './helper';

const t = useTestApp();
let admin: Principal;
beforeAll(async () => {
  admin = await signIn(t.app, 'admin');
});

type Page = { items: OutboxMessage[]; page: number; limit: number; total: number };
const list = (p: Principal | undefined, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/outbox${query}`,
    headers: p ? bearer(p.token) : {},
  });

test('an admin sees stored e-mails, newest first, with paging numbers', async () => {
  const email = uniqueEmail();
  await register(t.app, email, 'a-good-password');
  await t.app.services.background.idle(); // the verification mail goes out after the reply
  const res = await list(admin);
  expect(res.statusCode).toBe(200);
  const page = res.json<Page>();
  expect(page).toMatchObject({ page: 1, limit: 50 });
  expect(page.total).toBeGreaterThanOrEqual(1);
  expect(page.items[0]).toMatchObject({
    channel: 'email',
    to: email,
    subject: 'Vigil: please verify your e-mail address',
  });
  expect(page.items[0]?.body).toContain('http://vigil.test/#/verify-email?token=');
});

test('paging: limit and page select a slice', async () => {
  for (let i = 0; i < 3; i++) await register(t.app, uniqueEmail('page'), 'a-good-password');
  await t.app.services.background.idle();
  const all = (await list(admin, '?limit=100')).json<Page>();
  const second = (await list(admin, '?page=2&limit=1')).json<Page>();
  expect(second).toMatchObject({ page: 2, limit: 1, total: all.total });
  expect(second.items).toHaveLength(1);
  expect(second.items[0]?.id).toBe(all.items[1]?.id);
});

test('bad paging values are 400s naming the parameter', async () => {
  const res = await list(admin, '?limit=1000');
  expect(res.statusCode).toBe(400);
  expect(errorOf(res).message).toContain('limit');
  const page = await list(admin, '?page=0');
  expect(page.statusCode).toBe(400);
  expect(errorOf(page).message).toContain('page');
});

test('a user gets 403 and a visitor 401', async () => {
  const user = await signIn(t.app, 'user');
  const forbidden = await list(user);
  expectError(forbidden, 403, 'FORBIDDEN');
  expect((await list(undefined)).statusCode).toBe(401);
});

test('a user token claiming admin is still refused: the role is re-read', async () => {
  const demoted = await signIn(t.app, 'admin');
  const row = await t.app.services.auth.findUserByEmail(demoted.email);
  await t.app.services.auth.setRole(row?.id ?? '', 'user');
  const res = await list(demoted);
  expect(res.statusCode).toBe(403);
});

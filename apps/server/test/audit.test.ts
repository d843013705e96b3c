import type { AuditEntryDto } from '@vigil/shared';
import { beforeAll, expect, test } from 'vitest';
import { auditLog } from '../src/db/schema';
import { bearer, errorOf, signIn, type Principal, useTestApp, expectError } from './helper';

const t = useTestApp();
let admin: Principal & { id: string };
let user: Principal & { id: string };
beforeAll(async () => {
  const withId = async (p: Principal) => ({
    ...p,
    id: (await t.app.services.auth.findUserByEmail(p.email))!.id,
  });
  admin = await withId(await signIn(t.app, 'admin'));
  user = await withId(await signIn(t.app, 'user'));
  const at = (d: string) => new Date(`${d}T12:00:00Z`);
  await t.app.database.db.insert(auditLog).values([
    {
      actorId: admin.id,
      action: 'profile.verify',
      subjectType: 'profile',
      subjectId: 'CPT-AAA',
      createdAt: at('2026-01-10'),
    },
    {
      actorId: admin.id,
      action: 'profile.delete',
      subjectType: 'profile',
      subjectId: 'CPT-BBB',
      createdAt: at('2026-01-11'),
    },
    {
      actorId: user.id,
      action: 'account.registration',
      subjectType: 'user',
      subjectId: user.id,
      createdAt: at('2026-01-12'),
      details: { emailChanged: true },
    },
    {
      actorId: null,
      action: 'payment.fulfil',
      subjectType: 'profile',
      subjectId: 'CPT-AAA',
      createdAt: at('2026-01-13'),
    },
  ]);
});

type Page = { items: AuditEntryDto[]; total: number; page: number; limit: number };
const list = (query: string, who: Principal | null = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/audit?${query}`,
    headers: who ? bearer(who.token) : {},
  });
const ids = async (query: string) =>
  (await list(`${query}&to=2026-01-31`))
    .json<Page>()
    .items.map((i) => `${i.action}@${i.subjectId}`);

test('only admins read the audit log', async () => {
  expect((await list('', null)).statusCode).toBe(401);
  const res = await list('', user);
  expectError(res, 403, 'FORBIDDEN');
});

test('newest first, with the actor e-mail resolved, 20 a page', async () => {
  const page = (await list('to=2026-01-31')).json<Page>();
  expect(page).toMatchObject({ total: 4, page: 1, limit: 20 });
  expect(page.items.map((i) => i.action)).toEqual([
    'payment.fulfil',
    'account.registration',
    'profile.delete',
    'profile.verify',
  ]);
  expect(page.items[0]).toMatchObject({ actorId: null, actorEmail: null });
  expect(page.items[1]).toMatchObject({ actorEmail: user.email, details: { emailChanged: true } });
});

test('filters: actor (id, e-mail part, system), action (exact, prefix), subject, time', async () => {
  expect(await ids(`actor=${admin.id}`)).toEqual([
    'profile.delete@CPT-BBB',
    'profile.verify@CPT-AAA',
  ]);
  expect(await ids(`actor=${encodeURIComponent(user.email.slice(0, 12).toUpperCase())}`)).toEqual([
    `account.registration@${user.id}`,
  ]);
  expect(await ids('actor=system')).toEqual(['payment.fulfil@CPT-AAA']);
  expect(await ids('action=profile.verify')).toEqual(['profile.verify@CPT-AAA']);
  expect(await ids('action=profile.')).toEqual([
    'profile.delete@CPT-BBB',
    'profile.verify@CPT-AAA',
  ]);
  expect(await ids('subject=CPT-AAA')).toEqual([
    'payment.fulfil@CPT-AAA',
    'profile.verify@CPT-AAA',
  ]);
  expect(await ids(`subject=user:${user.id}`)).toEqual([`account.registration@${user.id}`]);
  expect(await ids('from=2026-01-11&action=profile.')).toEqual(['profile.delete@CPT-BBB']);
  const window = (await list('from=2026-01-11&to=2026-01-12')).json<Page>();
  expect(window.items.map((i) => i.action)).toEqual(['account.registration', 'profile.delete']);
  expect(await ids('q=bbb')).toEqual(['profile.delete@CPT-BBB']);
  // A LIKE wildcard in the filter is a literal character.
  expect(await ids('actor=%25')).toEqual([]);
});

test('a malformed day is a 400 naming the field', async () => {
  const res = await list('from=2026-13-45');
  expect(res.statusCode).toBe(400);
  expect(errorOf(res).message).toMatch(/from/);
});

test('export: the whole filtered list as CSV with X-Total-Count', async () => {
  const res = await list('format=csv&action=profile.&to=2026-01-31');
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-total-count']).toBe('2');
  const lines = res.body.trim().split('\r\n');
  expect(lines[0]).toBe('id,createdAt,actorId,actorEmail,action,subjectType,subjectId,details');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`,${admin.email},profile.delete,profile,CPT-BBB,{}`);
  const json = await list('format=json&actor=system&to=2026-01-31');
  expect(JSON.parse(json.body)).toMatchObject([{ action: 'payment.fulfil', actorId: null }]);
});

import {
  MAX_WATCHLISTS_PER_USER,
  watchedAccountsPageSchema,
  watchlistSchema,
  watchlistsReplySchema,
  type WatchedAccount,
} from '@vigil/shared';
import { beforeAll, describe, expect, test } from 'vitest';
import { bearer, errorOf, signIn, useTestApp, type Principal, expectError } from './helper';
import { addAccount, createList, MANUAL_JOBS, targetOf } from './watch-helpers';

const t = useTestApp({ env: MANUAL_JOBS });

let me: Principal;
let other: Principal;
let admin: Principal;
beforeAll(async () => {
  me = await signIn(t.app, 'user');
  other = await signIn(t.app, 'user');
  admin = await signIn(t.app, 'admin');
});

const call = (
  p: Principal,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: bearer(p.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('lists', () => {
  test('create, list by name, rename, change rules and delete; counts follow the accounts', async () => {
    const b = await createList(t.app, me.token, { name: '  Brands  ' });
    expect(watchlistSchema.parse(b)).toMatchObject({
      name: 'Brands',
      interval: 'daily',
      rules: { anomaly: true, scoreAbove: 70, profileChange: true, goneOrPrivate: true },
      accountCount: 0,
      attentionCount: 0,
    });
    const a = await createList(t.app, me.token, {
      name: 'Athletes',
      rules: { anomaly: false, scoreAbove: null, profileChange: true, goneOrPrivate: false },
    });
    await addAccount(t.app, me.token, a.id, 'tiktok', 'listcount_one');
    await addAccount(t.app, me.token, a.id, 'twitter', 'listcount_two');

    const mine = watchlistsReplySchema.parse((await call(me, 'GET', '/api/watchlists')).json());
    expect(mine.items.map((l) => [l.name, l.accountCount])).toEqual([
      ['Athletes', 2],
      ['Brands', 0],
    ]);
    // Another user sees none of them.
    expect((await call(other, 'GET', '/api/watchlists')).json()).toEqual({ items: [] });

    const renamed = await call(me, 'PATCH', `/api/watchlists/${b.id}`, {
      name: 'Brands 2026',
      rules: { scoreAbove: 85 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Brands 2026',
      rules: { anomaly: true, scoreAbove: 85, profileChange: true, goneOrPrivate: true },
    });

    const gone = await call(me, 'DELETE', `/api/watchlists/${a.id}`);
    expect(gone.statusCode).toBe(204);
    expect(
      watchlistsReplySchema
        .parse((await call(me, 'GET', '/api/watchlists')).json())
        .items.map((l) => l.name),
    ).toEqual(['Brands 2026']);
    // Nobody watches its accounts any more: they leave the schedule (their history stays).
    expect((await targetOf(t.app, 'tiktok', 'listcount_one')).intervalMs).toBeNull();
  });

  test('a name is required and at most 80 characters; unknown fields are refused', async () => {
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(81) }, { name: 'ok', extra: 1 }]) {
      const res = await call(me, 'POST', '/api/watchlists', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_FAILED');
    }
  });

  test('hourly checks are for operators: a plain user gets 403 with the reason, an admin the list', async () => {
    const refused = await call(me, 'POST', '/api/watchlists', { name: 'Fast', interval: 'hourly' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/operators/),
    });
    const daily = await createList(t.app, me.token, { name: 'Slow' });
    const patch = await call(me, 'PATCH', `/api/watchlists/${daily.id}`, { interval: 'hourly' });
    expect(patch.statusCode).toBe(403);

    const fast = await createList(t.app, admin.token, { name: 'Fast', interval: 'hourly' });
    expect(fast.interval).toBe('hourly');
    // Its accounts are checked hourly; the same account on a daily list of someone else too.
    await addAccount(t.app, admin.token, fast.id, 'tiktok', 'shared_hourly');
    await addAccount(t.app, me.token, daily.id, 'tiktok', 'shared_hourly');
    expect((await targetOf(t.app, 'tiktok', 'shared_hourly')).intervalMs).toBe(3_600_000);
    await call(admin, 'PATCH', `/api/watchlists/${fast.id}`, { interval: 'daily' });
    expect((await targetOf(t.app, 'tiktok', 'shared_hourly')).intervalMs).toBe(86_400_000);
  });

  test(`a user keeps at most ${MAX_WATCHLISTS_PER_USER} lists: the next is a 409 naming the limit`, async () => {
    const many = await signIn(t.app, 'user');
    for (let i = 0; i < MAX_WATCHLISTS_PER_USER; i++) {
      await createList(t.app, many.token, { name: `L${i}` });
    }
    const res = await call(many, 'POST', '/api/watchlists', { name: 'one more' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: 'CONFLICT',
      params: { limit: MAX_WATCHLISTS_PER_USER },
    });
  });
});

describe("permissions: another user's list is a 404 on every route", () => {
  test('read, rename, delete, accounts, import and history', async () => {
    const list = await createList(t.app, other.token, { name: 'Private' });
    const account = await addAccount(t.app, other.token, list.id, 'twitter', 'only_other_watches');
    const tries: [string, string, unknown?][] = [
      ['PATCH', `/api/watchlists/${list.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/watchlists/${list.id}`],
      ['GET', `/api/watchlists/${list.id}/accounts`],
      ['POST', `/api/watchlists/${list.id}/accounts`, { platform: 'tiktok', username: 'x' }],
      ['DELETE', `/api/watchlists/${list.id}/accounts/${account.id}`],
      ['POST', `/api/watchlists/${list.id}/import`, { csv: 'tiktok,someone' }],
      ['GET', '/api/watch/history/twitter/only_other_watches'],
    ];
    for (const [method, url, body] of tries) {
      const res = await call(me, method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
    // Still there, unchanged.
    const theirs = watchlistsReplySchema.parse(
      (await call(other, 'GET', '/api/watchlists')).json(),
    );
    expect(theirs.items.find((l) => l.id === list.id)).toMatchObject({
      name: 'Private',
      accountCount: 1,
    });
    // Containing lists only the caller's own.
    const containing = await call(
      me,
      'GET',
      '/api/watchlists/containing?platform=twitter&username=only_other_watches',
    );
    expect(containing.json()).toEqual({ items: [] });
  });

  test('without a sign-in every route is a 401', async () => {
    for (const url of ['/api/watchlists', '/api/alerts', '/api/watch/history/tiktok/x']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});

describe('accounts', () => {
  test('adding the same account again (any case, with @) returns the row; containing finds it', async () => {
    const list = await createList(t.app, me.token, { name: 'Adds' });
    const first = await call(me, 'POST', `/api/watchlists/${list.id}/accounts`, {
      platform: 'instagram',
      username: 'Add_Twice',
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call(me, 'POST', `/api/watchlists/${list.id}/accounts`, {
      platform: 'instagram',
      username: '@add_twice',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<WatchedAccount>().id).toBe(first.json<WatchedAccount>().id);
    expect(first.json()).toMatchObject({ username: 'Add_Twice', status: 'pending', latest: null });

    const containing = await call(
      me,
      'GET',
      '/api/watchlists/containing?platform=instagram&username=ADD_TWICE',
    );
    expect(containing.json()).toEqual({
      items: [{ watchlistId: list.id, accountId: first.json<WatchedAccount>().id }],
    });

    const removed = await call(
      me,
      'DELETE',
      `/api/watchlists/${list.id}/accounts/${first.json<WatchedAccount>().id}`,
    );
    expect(removed.statusCode).toBe(204);
    const twice = await call(
      me,
      'DELETE',
      `/api/watchlists/${list.id}/accounts/${first.json<WatchedAccount>().id}`,
    );
    expect(twice.statusCode).toBe(404);
  });

  test('a platform that cannot be watched, or a username no lookup takes, is a 400', async () => {
    const list = await createList(t.app, me.token, { name: 'Refused' });
    for (const payload of [
      { platform: 'linkedin', username: 'someone' },
      { platform: 'tiktok', username: '' },
      { platform: 'instagram', username: 'a'.repeat(101) },
    ]) {
      const res = await call(me, 'POST', `/api/watchlists/${list.id}/accounts`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_FAILED');
    }
  });

  test('the accounts table: sorted, filtered, searched, paged and downloaded', async () => {
    const list = await createList(t.app, me.token, { name: 'Table' });
    for (const [platform, name] of [
      ['tiktok', 'table_c'],
      ['twitter', 'table_a'],
      ['tiktok', 'table_b'],
    ] as const) {
      await addAccount(t.app, me.token, list.id, platform, name);
    }
    const page = async (query: string) => {
      const res = await call(me, 'GET', `/api/watchlists/${list.id}/accounts?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return watchedAccountsPageSchema.parse(res.json());
    };
    expect((await page('sort=username&order=asc')).items.map((a) => a.username)).toEqual([
      'table_a',
      'table_b',
      'table_c',
    ]);
    expect(
      (await page('platform=tiktok&sort=username&order=desc')).items.map((a) => a.username),
    ).toEqual(['table_c', 'table_b']);
    expect((await page('q=LE_B')).items.map((a) => a.username)).toEqual(['table_b']);
    const paged = await page('sort=username&order=asc&limit=2&page=2');
    expect(paged).toMatchObject({ total: 3, pages: 2, page: 2 });
    expect(paged.items.map((a) => a.username)).toEqual(['table_c']);

    const csv = await call(
      me,
      'GET',
      `/api/watchlists/${list.id}/accounts?format=csv&sort=username&order=asc`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^id,watchlistId,platform,username,addedAt,status/);
    expect(lines.slice(1).map((l) => l.split(',')[3])).toEqual(['table_a', 'table_b', 'table_c']);
  });
});

describe('CSV import', () => {
  test('bad lines: a 400 naming every one, and nothing is added', async () => {
    const list = await createList(t.app, me.token, { name: 'Import' });
    const csv = [
      'platform,username',
      'tiktok,import_good_1',
      'myspace,someone',
      '',
      'twitter,import_good_2',
      'just-one-cell',
      'linkedin,not-watchable',
      'instagram,@import_good_3',
    ].join('\n');
    const res = await call(me, 'POST', `/api/watchlists/${list.id}/import`, { csv });
    const error = expectError(res, 400, 'VALIDATION_FAILED');
    expect(error.params?.lines).toBe('3,6,7');
    expect(String(error.params?.errors)).toMatch(/^3: .*myspace/m);
    const after = await call(me, 'GET', `/api/watchlists/${list.id}/accounts`);
    expect(after.json()).toMatchObject({ total: 0 });
  });

  test('a good file adds every account once, as text/csv or JSON; repeats are counted', async () => {
    const list = await createList(t.app, me.token, { name: 'Import ok' });
    const asText = await t.app.inject({
      method: 'POST',
      url: `/api/watchlists/${list.id}/import`,
      headers: { ...bearer(me.token), 'content-type': 'text/csv' },
      payload:
        '\uFEFFplatform;username\r\ntiktok;"csv_one"\r\ntwitter,@csv_two\r\ntiktok,CSV_ONE\r\n',
    });
    expect(asText.statusCode, asText.body).toBe(200);
    expect(asText.json()).toEqual({ added: 2, alreadyWatched: 1 });
    const again = await call(me, 'POST', `/api/watchlists/${list.id}/import`, {
      csv: 'twitter,csv_two\nyoutube,UCcsvThreeChannelId00000',
    });
    expect(again.json()).toEqual({ added: 1, alreadyWatched: 1 });
    const all = watchedAccountsPageSchema.parse(
      (await call(me, 'GET', `/api/watchlists/${list.id}/accounts?sort=username&order=asc`)).json(),
    );
    expect(all.items.map((a) => `${a.platform}:${a.username}`)).toEqual([
      'tiktok:csv_one',
      'twitter:csv_two',
      // YouTube channel ids keep their case: the lookup takes the id as it is.
      'youtube:UCcsvThreeChannelId00000',
    ]);
  });

  test('an empty file is refused as such', async () => {
    const list = await createList(t.app, me.token, { name: 'Empty' });
    const res = await call(me, 'POST', `/api/watchlists/${list.id}/import`, {
      csv: 'platform,username\n\n',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).params?.lines).toBe('0');
  });
});

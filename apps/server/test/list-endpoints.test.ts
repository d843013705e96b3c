import type { AdminProfile, OutboxMessage } from '@vigil/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { outboxMessages } from '../src/db/schema';
import { keysetBatches } from '../src/lib/list/paginate';
import { signIn, type Principal, useTestApp, requestAs, expectError } from './helper';

/**
 * The list primitives on the two admin lists: one query shape (page, limit, sort, order, q,
 * filters), `pages` in every reply, and `format=csv|json` streaming the WHOLE filtered list in
 * the same order as the pages, read in keyset batches (1,000 rows each, so 2,600 rows cross
 * batch boundaries).
 */
let admin: Principal;
const OUTBOX_ROWS = 2_600;

const t = useTestApp();
beforeAll(async () => {
  admin = await signIn(t.app, 'admin');
  // Rows share timestamps down to the millisecond (microseconds apart), as a busy outbox does:
  // a cursor that went through a JavaScript Date would skip or repeat them.
  await t.app.database.db.execute(sql`
    INSERT INTO outbox_messages (channel, recipient, subject, body, created_at)
    SELECT
      CASE WHEN i % 3 = 0 THEN 'sms' ELSE 'email' END,
      'user' || (i % 97) || '@list.test',
      CASE WHEN i % 50 = 0 THEN '=HYPERLINK("http://evil.test","click")'
           WHEN i % 7 = 0 THEN NULL
           ELSE 'Subject, "quoted" ' || i END,
      'Body line 1' || chr(10) || 'line 2 of ' || i,
      timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => (i / 10) * 0.001 + (i % 10) * 0.000001)
    FROM generate_series(1, ${OUTBOX_ROWS}) AS s(i)`);
  await t.app.database.db.execute(sql`
    INSERT INTO profiles (id, full_name, email, platform, username, profile_url,
      screenshot_filename, verified_at, paid_at, deleted_at)
    SELECT 'CPT-LIST' || lpad(i::text, 8, '0'),
      (ARRAY['anna','Ben','carla','Dirk'])[1 + i % 4] || ' Listtest ' || i,
      'list' || i || '@profiles.test',
      'instagram', 'user' || i, 'https://example.test/' || i, 'x.png',
      CASE WHEN i % 2 = 0 THEN now() END,
      CASE WHEN i % 3 = 0 THEN now() END,
      CASE WHEN i % 11 = 0 THEN now() END
    FROM generate_series(1, 130) AS s(i)`);
});

const get = (url: string, p: Principal = admin) => requestAs(t.app, p, 'GET', url);

type Page<T> = { items: T[]; total: number; page: number; limit: number; pages: number };

/** Every page of a list, concatenated. */
async function allPages<T>(path: string, query: string) {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const res = await get(`${path}?${query}&limit=100&page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Page<T>>();
    items.push(...body.items);
    if (page >= body.pages) return { items, total: body.total, pages: body.pages };
  }
}

function csvRows(body: string) {
  // Cells here hold commas, quotes and newlines: split only on CRLF outside quotes.
  const rows: string[] = [];
  let current = '';
  let quotes = 0;
  for (const line of body.replace(/^\uFEFF/, '').split('\r\n')) {
    current = current ? `${current}\r\n${line}` : line;
    quotes += (line.match(/"/g) ?? []).length;
    if (quotes % 2 === 0) {
      rows.push(current);
      current = '';
      quotes = 0;
    }
  }
  return rows.filter((r) => r !== '');
}

describe('GET /api/outbox', () => {
  test('replies with pages, keeps page/limit working, filters by channel and text', async () => {
    const first = await get('/api/outbox');
    expect(first.json<Page<OutboxMessage>>()).toMatchObject({ page: 1, limit: 50 });
    const sms = await get('/api/outbox?channel=sms&limit=25');
    const body = sms.json<Page<OutboxMessage>>();
    expect(body.total).toBe(Math.floor(OUTBOX_ROWS / 3));
    expect(body.pages).toBe(Math.ceil(body.total / 25));
    expect(body.items.every((m) => m.channel === 'sms')).toBe(true);
    const search = await get('/api/outbox?q=user42@LIST&limit=100');
    const found = search.json<Page<OutboxMessage>>();
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((m) => m.to === 'user42@list.test')).toBe(true);
    // LIKE wildcards are literal characters in a search.
    expect((await get('/api/outbox?q=%25')).json<Page<OutboxMessage>>().total).toBe(0);
  });

  test('sorts by date (newest first by default) and by recipient, either way', async () => {
    const { items } = await allPages<OutboxMessage>('/api/outbox', 'channel=sms');
    const times = items.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const asc = (await allPages<OutboxMessage>('/api/outbox', 'channel=sms&sort=to&order=asc'))
      .items;
    const desc = (await allPages<OutboxMessage>('/api/outbox', 'channel=sms&sort=to&order=desc'))
      .items;
    expect(desc.map((m) => m.id)).toEqual(asc.map((m) => m.id).reverse());
    expect(new Set(asc.map((m) => m.id)).size).toBe(asc.length);
  });

  test.each(['sort=body', 'order=up', 'channel=fax', 'format=xml', 'limit=101'])(
    'a bad query (%s) is a 400',
    async (query) => {
      const res = await get(`/api/outbox?${query}`);
      expectError(res, 400, 'VALIDATION_FAILED');
    },
  );
});

describe('exports: the same endpoint with format=csv|json', () => {
  test('CSV: a download of the whole list, in page order, across keyset batches', async () => {
    const pages = await allPages<OutboxMessage>('/api/outbox', 'sort=created_at&order=asc');
    expect(pages.total).toBeGreaterThanOrEqual(OUTBOX_ROWS);
    const res = await get('/api/outbox?format=csv&sort=created_at&order=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="outbox-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-total-count']).toBe(String(pages.total));
    const rows = csvRows(res.body);
    expect(rows[0]).toBe('id,channel,to,subject,body,createdAt');
    expect(rows.length - 1).toBe(pages.total);
    expect(rows.slice(1).map((r) => r.slice(0, 36))).toEqual(pages.items.map((m) => m.id));
    // Formula injection defused, quotes doubled, newlines kept inside quotes.
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(res.body).not.toMatch(/,=HYPERLINK/);
    expect(res.body).toContain('"Body line 1\nline 2 of 1"');
  });

  test('JSON: the filtered list as one array of the same items the pages show', async () => {
    const query = 'channel=email&sort=to&order=desc&q=user1';
    const pages = await allPages<OutboxMessage>('/api/outbox', query);
    const res = await get(`/api/outbox?${query}&format=json&page=7&limit=10`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="outbox-.*\.json"/);
    // page and limit shape the pages, never the download.
    expect(res.json<OutboxMessage[]>()).toEqual(pages.items);
  });

  test('an empty filter downloads an empty array / a header line', async () => {
    const json = await get('/api/outbox?q=nobody-at-all&format=json');
    expect(json.json()).toEqual([]);
    const csv = await get('/api/outbox?q=nobody-at-all&format=csv');
    expect(csv.body).toBe('\uFEFFid,channel,to,subject,body,createdAt\r\n');
  });

  test('exports need the same role as the list', async () => {
    const user = await signIn(t.app, 'user');
    expect((await get('/api/outbox?format=csv', user)).statusCode).toBe(403);
    expect((await get('/api/profiles?format=json', user)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/outbox?format=csv' })).statusCode).toBe(401);
  });

  test('keyset batches read every row once, even rows microseconds apart', async () => {
    const ids: string[] = [];
    for await (const batch of keysetBatches(
      { db: t.app.database.db, table: outboxMessages },
      { key: [outboxMessages.createdAt, outboxMessages.id], order: 'desc', batchRows: 7 },
    )) {
      expect(batch.length).toBeLessThanOrEqual(7);
      ids.push(...batch.map((r) => r.id));
    }
    const [count] = await t.app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxMessages);
    expect(ids.length).toBe(count!.n);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('a NULL sort key is refused loudly instead of ending the export early', async () => {
    const read = async () => {
      for await (const _ of keysetBatches(
        { db: t.app.database.db, table: outboxMessages },
        { key: [outboxMessages.subject, outboxMessages.id], order: 'asc', batchRows: 5_000 },
      ));
    };
    await expect(read()).rejects.toThrow(/NULL/);
  });
});

describe('GET /api/profiles (Profile verwalten)', () => {
  test('pages carry `pages`; `order` is accepted and wins over the older `dir`', async () => {
    const res = await get('/api/profiles?q=listtest&limit=25');
    const body = res.json<Page<AdminProfile>>();
    expect(body.pages).toBe(Math.ceil(body.total / 25));
    const byOrder = await allPages<AdminProfile>('/api/profiles', 'q=listtest&order=desc');
    const byDir = await allPages<AdminProfile>('/api/profiles', 'q=listtest&dir=desc');
    const both = await allPages<AdminProfile>('/api/profiles', 'q=listtest&dir=asc&order=desc');
    expect(byOrder.items.map((p) => p.id)).toEqual(byDir.items.map((p) => p.id));
    expect(both.items.map((p) => p.id)).toEqual(byDir.items.map((p) => p.id));
    const asc = await allPages<AdminProfile>('/api/profiles', 'q=listtest');
    expect(asc.items.map((p) => p.id)).toEqual(byDir.items.map((p) => p.id).reverse());
  });

  test.each([
    'q=listtest&sort=status&order=desc',
    'q=listtest&status=unpaid&sort=email',
    'q=listtest&status=revoked&sort=id&order=desc',
    'q=listtest&sort=full_name',
  ])('export of %s equals the pages, row for row', async (query) => {
    const pages = await allPages<AdminProfile>('/api/profiles', query);
    expect(pages.total).toBeGreaterThan(0);
    const json = await get(`/api/profiles?${query}&format=json`);
    expect(json.headers['content-disposition']).toMatch(/filename="profiles-.*\.json"/);
    expect(json.headers['x-total-count']).toBe(String(pages.total));
    expect(json.json<AdminProfile[]>()).toEqual(pages.items);
    const csv = csvRows((await get(`/api/profiles?${query}&format=csv`)).body);
    expect(csv[0]?.split(',')).toEqual(Object.keys(pages.items[0]!));
    expect(csv.slice(1).map((r) => r.split(',')[0])).toEqual(pages.items.map((p) => p.id));
  });
});

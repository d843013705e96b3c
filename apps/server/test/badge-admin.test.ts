import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  BADGE_TEST_ENV,
  auditRows,
  createProfile,
  payOnDemo,
  pngBuffer,
  profileForm,
  type FilePart,
} from './badge-helpers';
import { bearer, errorOf, useTestApp, useSignedIn, expectError, requestAs } from './helper';

const t = useTestApp({ env: BADGE_TEST_ENV });
const admin = useSignedIn(t, 'admin');
const user = useSignedIn(t, 'user');

const UNKNOWN = 'CPT-ZZZZZZZZZZZZZZZZ';

const upload = (id: string, file: FilePart | undefined, token = admin.token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/upload-screenshot/${id}`,
    headers: bearer(token),
    payload: profileForm({}, file),
  });

const list = (query: string, token = admin.token) =>
  t.app.inject({ url: `/api/profiles?${query}`, headers: bearer(token) });

type Page = {
  items: { id: string; full_name: string; email: string; status: string; paid: boolean }[];
  total: number;
  page: number;
  limit: number;
};

describe('operator actions need an admin', () => {
  const routes = [
    { method: 'GET' as const, url: '/api/profiles' },
    { method: 'POST' as const, url: `/api/verify-profile/${UNKNOWN}` },
    { method: 'DELETE' as const, url: `/api/delete-profile/${UNKNOWN}` },
    { method: 'POST' as const, url: `/api/upload-screenshot/${UNKNOWN}` },
  ];
  test.each(routes)('$method $url: visitor 401, user 403', async (route) => {
    const anon = await t.app.inject(route);
    expect(anon.statusCode).toBe(401);
    const asUser = await t.app.inject({ ...route, headers: bearer(user.token) });
    expectError(asUser, 403, 'FORBIDDEN');
  });

  test.each(routes.slice(1))('$method $url: an unknown id is 404 for an admin', async (route) => {
    const res = route.url.startsWith('/api/upload')
      ? await upload(UNKNOWN, { data: await pngBuffer() })
      : await t.app.inject({ ...route, headers: bearer(admin.token) });
    expectError(res, 404, 'NOT_FOUND');
  });
});

describe('POST /api/verify-profile/:id', () => {
  test('verifies, records who and when in the audit log, and is idempotent', async () => {
    const { profile_id } = await createProfile(t.app);
    const res = await requestAs(t.app, admin, 'POST', `/api/verify-profile/${profile_id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: profile_id,
      is_verified: true,
      paid: false,
      status: 'unpaid',
    });
    expect(Date.parse(body.verified_at)).not.toBeNaN();

    const again = await requestAs(t.app, admin, 'POST', `/api/verify-profile/${profile_id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().verified_at).toBe(body.verified_at);
    const rows = await auditRows(t.app, 'profile.verify', profile_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actorId).toBeTruthy();
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  test('paid, then verified: the profile is unlocked', async () => {
    const { profile_id } = await createProfile(t.app);
    await payOnDemo(t.app, profile_id);
    const before = await t.app.inject({ url: `/api/profile/${profile_id}` });
    expect(before.json()).toMatchObject({
      status: 'awaiting_review',
      paid: true,
      is_verified: false,
    });
    await requestAs(t.app, admin, 'POST', `/api/verify-profile/${profile_id}`);
    const after = await t.app.inject({ url: `/api/profile/${profile_id}` });
    expect(after.json()).toMatchObject({ status: 'unlocked', paid: true, is_verified: true });
  });
});

describe('DELETE /api/delete-profile/:id', () => {
  test('soft-deletes: the public state is revoked without any personal data', async () => {
    const { profile_id } = await createProfile(t.app, { full_name: 'Gone Person' });
    const res = await requestAs(t.app, admin, 'DELETE', `/api/delete-profile/${profile_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: profile_id, status: 'revoked' });
    expect(await auditRows(t.app, 'profile.delete', profile_id)).toHaveLength(1);

    const pub = await t.app.inject({ url: `/api/profile/${profile_id}` });
    // An operator's deletion gives no public reason (only a review's revocation does).
    expect(pub.json()).toEqual({
      id: profile_id,
      status: 'revoked',
      is_verified: false,
      paid: false,
      revoked_at: null,
      revoke_reason: null,
    });

    const twice = await requestAs(t.app, admin, 'DELETE', `/api/delete-profile/${profile_id}`);
    expect(twice.statusCode).toBe(404);
    const verify = await requestAs(t.app, admin, 'POST', `/api/verify-profile/${profile_id}`);
    expect(verify.statusCode).toBe(404);
  });

  test('after deletion the same e-mail may submit again', async () => {
    const email = `again-${Date.now()}@example.test`;
    const { profile_id } = await createProfile(t.app, { email });
    await requestAs(t.app, admin, 'DELETE', `/api/delete-profile/${profile_id}`);
    const second = await createProfile(t.app, { email });
    expect(second.profile_id).not.toBe(profile_id);
  });
});

describe('POST /api/upload-screenshot/:id', () => {
  test('replaces the screenshot, removes the old file and writes the audit log', async () => {
    const { profile_id, screenshot_filename } = await createProfile(t.app);
    const res = await upload(profile_id, { data: await pngBuffer(80, 50) });
    expect(res.statusCode, res.body).toBe(200);
    const { filename, screenshot_url } = res.json<{ filename: string; screenshot_url: string }>();
    expect(filename).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(filename).not.toBe(screenshot_filename);
    expect(screenshot_url).toBe(`http://vigil.test/uploads/${filename}`);

    const served = await t.app.inject({ url: `/uploads/${filename}` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(80);
    expect((await t.app.inject({ url: `/uploads/${screenshot_filename}` })).statusCode).toBe(404);

    const [entry] = await auditRows(t.app, 'profile.screenshot_replace', profile_id);
    expect(entry?.details).toEqual({ from: screenshot_filename, to: filename });

    const page = await list(`q=${profile_id}`);
    expect(
      page.json<Page & { items: { screenshot_filename: string }[] }>().items[0]
        ?.screenshot_filename,
    ).toBe(filename);
  });

  test('a text file named .png is 415, a 9 MB file 413, no file 400', async () => {
    const { profile_id } = await createProfile(t.app);
    const text = await upload(profile_id, { data: Buffer.from('plain text'), name: 'x.png' });
    expect(text.statusCode).toBe(415);
    const png = await pngBuffer();
    const big = await upload(profile_id, {
      data: Buffer.concat([png, Buffer.alloc(9 * 1024 * 1024, 0)]),
    });
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).message).toContain('8 MB');
    const none = await upload(profile_id, undefined);
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toContain('screenshot');
  });
});

describe('GET /api/profiles', () => {
  const tag = `zq${Date.now().toString(36)}`;
  const names = [
    'Carla',
    'anton',
    'Bert',
    'Dora',
    'Emil',
    'Frida',
    'Gustav',
    'Hanna',
    'Ida',
    'Jan',
    'Kai',
    'Lena',
  ];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of names) {
      ids[name] = (
        await createProfile(t.app, { full_name: `${name} ${tag}`, username: `${tag}-${name}` })
      ).profile_id;
    }
    await payOnDemo(t.app, ids.Bert!);
    await payOnDemo(t.app, ids.Dora!);
    for (const n of ['Dora', 'Emil']) {
      await requestAs(t.app, admin, 'POST', `/api/verify-profile/${ids[n]}`);
    }
    await requestAs(t.app, admin, 'DELETE', `/api/delete-profile/${ids.Lena}`);
  });

  test('defaults: full_name ascending, page 1, 10 rows, total of live profiles', async () => {
    const res = await list(`q=${tag}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Page>();
    expect(body.page).toBe(1);
    expect(body.limit).toBe(10);
    expect(body.total).toBe(11);
    // Case-insensitive, whatever the database collation.
    expect(body.items.map((i) => i.full_name.split(' ')[0])).toEqual([
      'anton',
      'Bert',
      'Carla',
      'Dora',
      'Emil',
      'Frida',
      'Gustav',
      'Hanna',
      'Ida',
      'Jan',
    ]);
  });

  test('the second page holds the rest; descending reverses the order', async () => {
    const page2 = (await list(`q=${tag}&page=2`)).json<Page>();
    expect(page2.items).toHaveLength(1);
    const desc = (await list(`q=${tag}&dir=desc&limit=25`)).json<Page>();
    const asc = (await list(`q=${tag}&limit=25`)).json<Page>();
    expect(desc.items.map((i) => i.id)).toEqual(asc.items.map((i) => i.id).reverse());
  });

  test.each([
    'full_name&dir=asc',
    'full_name&dir=desc',
    'status&dir=asc',
    'email&dir=desc',
    'id&dir=asc',
  ])('pages read from either end join up without gaps or overlaps (sort=%s)', async (sort) => {
    const whole = (await list(`q=${tag}&sort=${sort}&limit=25`))
      .json<Page>()
      .items.map((i) => i.id);
    const paged: string[] = [];
    for (let page = 1; page <= 2; page++) {
      paged.push(
        ...(await list(`q=${tag}&sort=${sort}&limit=10&page=${page}`))
          .json<Page>()
          .items.map((i) => i.id),
      );
    }
    expect(paged).toEqual(whole);
    const beyond = (await list(`q=${tag}&sort=${sort}&limit=10&page=3`)).json<Page>();
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(11);
  });

  test('sort by id and by email is server-side', async () => {
    const byId = (await list(`q=${tag}&sort=id&limit=25`)).json<Page>().items.map((i) => i.id);
    expect(byId).toEqual([...byId].sort());
    const byEmail = (await list(`q=${tag}&sort=email&dir=desc&limit=25`)).json<Page>();
    const emails = byEmail.items.map((i) => i.email);
    expect(emails).toEqual([...emails].sort().reverse());
  });

  test('sort by status puts unverified first, then verified; paid after unpaid', async () => {
    const items = (await list(`q=${tag}&sort=status&limit=25`)).json<Page>().items;
    const order = items.map((i) => i.full_name.split(' ')[0]);
    expect(order.slice(-2)).toEqual(['Emil', 'Dora']);
    expect(order[order.length - 3]).toBe('Bert');
  });

  test('status filters: verified, unpaid, awaiting_review, unlocked, revoked', async () => {
    const names = async (status: string) =>
      (await list(`q=${tag}&status=${status}&limit=25`))
        .json<Page>()
        .items.map((i) => i.full_name.split(' ')[0])
        .sort();
    expect(await names('verified')).toEqual(['Dora', 'Emil']);
    expect(await names('awaiting_review')).toEqual(['Bert']);
    expect(await names('unlocked')).toEqual(['Dora']);
    expect(await names('paid')).toEqual(['Bert', 'Dora']);
    expect(await names('revoked')).toEqual(['Lena']);
    expect((await names('unpaid')).length).toBe(9);
  });

  test('each row carries review and payment state', async () => {
    const items = (await list(`q=${tag}&limit=25`)).json<Page>().items;
    const dora = items.find((i) => i.id === ids.Dora);
    expect(dora).toMatchObject({ status: 'unlocked', paid: true, is_verified: true });
    const bert = items.find((i) => i.id === ids.Bert);
    expect(bert).toMatchObject({ status: 'awaiting_review', paid: true, is_verified: false });
  });

  test('search is case-insensitive over name, id and username, and treats % literally', async () => {
    const one = (await list(`q=${encodeURIComponent(`GUSTAV ${tag}`)}`)).json<Page>();
    expect(one.items.map((i) => i.id)).toEqual([ids.Gustav]);
    const byId = (await list(`q=${ids.Ida!.toLowerCase()}`)).json<Page>();
    expect(byId.items.map((i) => i.id)).toEqual([ids.Ida]);
    expect((await list('q=%25')).json<Page>().total).toBe(0);
  });

  test.each(['limit=20', 'limit=0', 'sort=created_at', 'dir=up', 'page=0', 'status=maybe'])(
    'a bad query (%s) is a 400',
    async (query) => {
      const res = await list(query);
      expectError(res, 400, 'VALIDATION_FAILED');
    },
  );

  test.each(['10', '25', '50', '100'])('page size %s is accepted', async (limit) => {
    const res = await list(`limit=${limit}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Page>().limit).toBe(Number(limit));
  });
});

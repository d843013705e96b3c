import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CONTENT_THUMBNAIL_SIZE, type ContentFile, type ContentItem } from '@vigil/shared';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { accountSnapshots, imageReviewItems, storedAccounts } from '../src/db/schema';
import { createLocalStorage } from '../src/integrations/storage/local.storage';
import { AppError } from '../src/lib/app-error';
import { createContentMedia } from '../src/modules/uploads';
import { jpegWithExif, pngBuffer } from './badge-helpers';
import {
  bearer,
  errorOf,
  type Principal,
  useTestApp,
  requestAs,
  useSignedIn,
  expectError,
} from './helper';

const t = useTestApp();
const owner = useSignedIn(t, 'user');
const other = useSignedIn(t, 'user');
const admin = useSignedIn(t, 'admin');

const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
const mp4 = (size: number) =>
  Buffer.concat([MP4_HEAD, Buffer.from('0000000866726565', 'hex'), Buffer.alloc(size, 7)]);
const WEBM_HEAD = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878102428581021853806701',
  'hex',
);

function fileForm(data: Buffer, fields: Record<string, string> = {}, name = 'upload.bin') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
  return form;
}

async function upload(who: Principal, data: Buffer, fields: Record<string, string> = {}) {
  return requestAs(t.app, who, 'POST', '/api/content/files', fileForm(data, fields));
}

async function uploaded(who: Principal, data: Buffer, fields: Record<string, string> = {}) {
  const res = await upload(who, data, fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ContentFile>();
}

const getFile = (who: Principal | null, url: string) => requestAs(t.app, who, 'GET', url);

async function storedNames(): Promise<string[]> {
  const names: string[] = [];
  for await (const e of t.app.storage.list()) names.push(e.name);
  return names.sort();
}

const validItem = (over: Record<string, unknown> = {}) => ({
  title: 'Spring collection',
  text: 'Our new sustainable fashion line: outfits, sneakers and streetwear.',
  tags: 'fashion, mode , ootd',
  language: 'en',
  country: 'US',
  platform: 'instagram',
  additionalPlatforms: '',
  ...over,
});

/** `POST /api/content` as `who`, with a valid item changed by `over`. */
const postItem = (who: Principal, over: Record<string, unknown> = {}) =>
  requestAs(t.app, who, 'POST', '/api/content', validItem(over));

async function createItem(who: Principal, over: Record<string, unknown> = {}) {
  const res = await postItem(who, over);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ContentItem>();
}

describe('uploads', () => {
  test('a PNG is stored with a 500×500 WebP thumbnail; the record keeps url, type, price, tags', async () => {
    const file = await uploaded(owner, await pngBuffer(1200, 800), {
      price: '12.50',
      tags: ' summer ,  beach,, summer ',
    });
    expect(file).toMatchObject({ type: 'image', mime: 'image/png', price: 12.5 });
    expect(file.tags).toEqual(['summer', 'beach']);
    expect(file.url).toMatch(/^\/api\/content\/files\/[0-9a-f]{32}\.png$/);
    const thumb = await getFile(owner, file.thumbnail!);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    // The spec's size (002 §9: 'Thumbnail 500x500'), as a number: the constant could drift.
    expect([meta.width, meta.height]).toEqual([500, 500]);
    expect(CONTENT_THUMBNAIL_SIZE).toBe(500);
  });

  test('EXIF is gone from the stored image and its thumbnail; orientation is applied', async () => {
    const file = await uploaded(owner, await jpegWithExif());
    expect(file.mime).toBe('image/jpeg');
    for (const url of [file.url, file.thumbnail!]) {
      const res = await getFile(owner, url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
      expect((await sharp(res.rawPayload).metadata()).exif).toBeUndefined();
    }
    const meta = await sharp((await getFile(owner, file.url)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([20, 60]);
  });

  test('WebP images and MP4/WebM videos are taken by their content', async () => {
    const webp = await sharp({
      create: { width: 30, height: 30, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .webp()
      .toBuffer();
    expect((await uploaded(owner, webp)).mime).toBe('image/webp');
    const video = await uploaded(owner, mp4(50_000), { price: '0', tags: 'clip' });
    expect(video).toMatchObject({ type: 'video', mime: 'video/mp4', thumbnail: null, price: 0 });
    expect(video.size).toBe(mp4(50_000).length);
    const served = await getFile(owner, video.url);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(mp4(50_000))).toBe(true);
    const webm = await uploaded(owner, Buffer.concat([WEBM_HEAD, Buffer.alloc(9000, 1)]));
    expect(webm.mime).toBe('video/webm');
  });

  test('wrong types by content are 415 whatever the name and declared type; nothing is stored', async () => {
    const before = await storedNames();
    const gif = await sharp({
      create: { width: 4, height: 4, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .gif()
      .toBuffer();
    const html = Buffer.from('<html><script>alert(1)</script></html>'.repeat(50));
    const mov = Buffer.concat([
      Buffer.from('0000001466747970717420200000000071742020', 'hex'),
      Buffer.alloc(5000),
    ]);
    for (const data of [gif, html, mov, Buffer.from('%PDF-1.7\n'.repeat(100))]) {
      const res = await upload(owner, data);
      expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await storedNames()).toEqual(before);
  });

  test('an image over 8 MB is 413; an empty file and a missing file are 400', async () => {
    const big = Buffer.concat([await jpegWithExif(), Buffer.alloc(8 * 1024 * 1024, 1)]);
    const res = await upload(owner, big);
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect((await upload(owner, Buffer.alloc(0))).statusCode).toBe(400);
    const none = new FormData();
    none.append('price', '1');
    const missing = await requestAs(t.app, owner, 'POST', '/api/content/files', none);
    expect(missing.statusCode).toBe(400);
  });

  test('a video over the limit streams into the store and is refused; nothing is kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-content-'));
    try {
      const storage = createLocalStorage({ dir });
      const media = createContentMedia({
        storage,
        limits: { imageBytes: 8 * 1024 * 1024, videoBytes: 100_000 },
      });
      const chunks = (function* () {
        yield mp4(10);
        for (let i = 0; i < 30; i++) yield Buffer.alloc(10_000, i);
      })();
      await expect(media.storeFile(Readable.from(chunks))).rejects.toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
      });
      const left: string[] = [];
      for await (const e of storage.list()) left.push(e.name);
      expect(left).toEqual([]);
      const ok = await media.storeFile(Readable.from([mp4(1000)]));
      expect(ok.kind).toBe('video');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a truncated upload (the form cut off mid-file) is 400 and leaves nothing; a truncated JPEG is 415', async () => {
    const before = await storedNames();
    const boundary = '----vigiltruncated';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/content/files',
      headers: {
        ...bearer(owner.token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([head, mp4(40_000)]), // no closing boundary
    });
    expectError(res, 400, 'VALIDATION_FAILED');
    const jpeg = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: { r: 9, g: 90, b: 200 },
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const cut = await upload(owner, jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(cut.statusCode, cut.body).toBe(415);
    expect(await storedNames()).toEqual(before);
  });

  test('a polyglot (a JPEG with a web page appended) is stored as the re-encoded image only', async () => {
    const payload = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const file = await uploaded(owner, Buffer.concat([await jpegWithExif(), payload]));
    const res = await getFile(owner, file.url);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.includes(Buffer.from('<script'))).toBe(false);
  });

  test('bad price and tags are 400 and leave no file behind', async () => {
    const before = await storedNames();
    const cases: Record<string, string>[] = [
      { price: '-1' },
      { price: '1.234' },
      { price: 'abc' },
      { tags: 'x'.repeat(51) },
    ];
    for (const fields of cases) {
      const res = await upload(owner, await pngBuffer(), fields);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await storedNames()).toEqual(before);
  });

  test('files are served only to their owner and operators, with type and nosniff', async () => {
    const file = await uploaded(owner, await pngBuffer());
    const mine = await getFile(owner, file.url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toContain('private');
    expect((await getFile(admin, file.url)).statusCode).toBe(200);
    expect((await getFile(other, file.url)).statusCode).toBe(404);
    expect((await getFile(other, file.thumbnail!)).statusCode).toBe(404);
    expect((await getFile(null, file.url)).statusCode).toBe(401);
    // Not under the public uploads path either.
    expect(
      (await t.app.inject({ url: file.url.replace('/api/content/files', '/uploads') })).statusCode,
    ).toBe(404);
    expect((await getFile(owner, '/api/content/files/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(
      404,
    );
  });

  test('the repo answers which stored names are in use (file and thumbnail)', async () => {
    const file = await uploaded(owner, await pngBuffer());
    const name = file.url.split('/').pop()!;
    const thumb = file.thumbnail!.split('/').pop()!;
    const unused = '0123456789abcdef0123456789abcdef.png';
    const used = await t.app.services.content.storedNamesInUse([name, thumb, unused]);
    expect([...used].sort()).toEqual([name, thumb].sort());
  });
});

describe('content items', () => {
  test('the form limits: every field is checked and named', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: '  ' }, 'title'],
      [{ title: 'x'.repeat(101) }, 'title'],
      [{ text: '' }, 'text'],
      [{ text: 'x'.repeat(501) }, 'text'],
      [{ tags: '' }, 'tags'],
      [{ tags: 'ab' }, 'tags'],
      [{ tags: ' a, ' }, 'tags'],
      [{ tags: 'x'.repeat(51) }, 'tags'],
      [{ language: 'it' }, 'language'],
      [{ country: 'AT' }, 'country'],
      [{ platform: 'tiktok' }, 'platform'],
      [{ additionalPlatforms: 'x'.repeat(201) }, 'additionalPlatforms'],
      [{ imageFileId: 'not-a-uuid' }, 'imageFileId'],
    ];
    for (const [over, field] of bad) {
      const res = await postItem(owner, over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(errorOf(res).message).toContain(field);
    }
    const edge = await createItem(owner, {
      title: 'x'.repeat(100),
      text: 'y'.repeat(500),
      tags: 'abc',
    });
    expect(edge.tags).toEqual(['abc']);
  });

  test('an item stores with its files, topics from text and tags, and calls the hook', async () => {
    const image = await uploaded(owner, await pngBuffer());
    const video = await uploaded(owner, mp4(2000));
    const item = await createItem(owner, { imageFileId: image.id, videoFileId: video.id });
    expect(item.topics).toContain('fashion');
    expect(item.tags).toEqual(['fashion', 'mode', 'ootd']);
    expect(item.image?.id).toBe(image.id);
    expect(item.video?.id).toBe(video.id);
    // A file belongs to one item.
    const again = await postItem(owner, { imageFileId: image.id });
    expect(again.statusCode).toBe(409);
    // An image id in the video slot, someone else's file.
    const img2 = await uploaded(owner, await pngBuffer());
    const wrongKind = await postItem(owner, { videoFileId: img2.id });
    expect(wrongKind.statusCode).toBe(400);
    const foreign = await postItem(other, { imageFileId: img2.id });
    expect(foreign.statusCode).toBe(404);
  });

  test('an uploaded image joins the review queue, shown to operators at a short-lived signed address', async () => {
    const kw = await requestAs(t.app, admin, 'POST', '/api/image-review/keywords', {
      keyword: 'sneakers',
    });
    expect(kw.statusCode, kw.body).toBeLessThan(300);
    const image = await uploaded(owner, await pngBuffer(300, 200), { price: '4.20' });
    const item = await createItem(owner, { imageFileId: image.id, title: 'Queued look' });
    const list = await t.app.inject({
      url: '/api/image-review/items?limit=100',
      headers: bearer(admin.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    const queued = list
      .json<{
        items: { id: string; keyword: string | null; platform: string; imageSrc: string }[];
      }>()
      .items.filter((i) => i.imageSrc.includes(image.url.split('/').pop()!));
    expect(queued).toHaveLength(1);
    // The text mentions a monitored keyword: that is the keyword it is queued for.
    expect(queued[0]).toMatchObject({ keyword: 'sneakers', platform: 'instagram' });
    const [row] = await t.app.database.db
      .select()
      .from(imageReviewItems)
      .where(eq(imageReviewItems.contentId, item.id));
    expect(row).toMatchObject({ priceCents: 420, source: 'content' });

    // The address works without a token (an <img> sends none), for a limited time only.
    const src = queued[0]!.imageSrc;
    expect(src).toMatch(/^\/api\/content\/shared\/[0-9a-f]{32}\.png\?exp=\d+&sig=/);
    const shown = await t.app.inject({ url: src });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const tampered = src.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);
    const otherName = src.replace(/shared\/[0-9a-f]{32}/, `shared/${'0'.repeat(32)}`);
    expect((await t.app.inject({ url: otherName })).statusCode).toBe(403);
    expect((await t.app.inject({ url: src.replace(/\?.*$/, '') })).statusCode).toBe(400);
    t.clock.advance(21 * 60_000);
    const late = await t.app.inject({ url: src });
    expect(late.statusCode).toBe(403);
    expect(errorOf(late).message).toMatch(/expired/);
  });

  test("'My content' lists only the caller's items; others get 404 for an item", async () => {
    const mine = await createItem(other, { title: 'Only mine', tags: 'cars, motors' });
    const list = await t.app.inject({
      url: '/api/content?limit=100',
      headers: bearer(other.token),
    });
    expect(list.statusCode).toBe(200);
    const items = list.json<{ items: { id: string }[] }>().items;
    expect(items.map((i) => i.id)).toEqual([mine.id]);
    const search = await t.app.inject({
      url: '/api/content?q=MOTORS',
      headers: bearer(other.token),
    });
    expect(search.json<{ total: number }>().total).toBe(1);
    expect(
      (await t.app.inject({ url: `/api/content/${mine.id}`, headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/content/${mine.id}`, headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(200);
    const csv = await t.app.inject({
      url: '/api/content?format=csv',
      headers: bearer(other.token),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Only mine');
    expect(
      (await t.app.inject({ url: '/api/content?limit=7', headers: bearer(other.token) }))
        .statusCode,
    ).toBe(400);
  });
});

describe('creator matching', () => {
  const now = new Date();
  const day = 86_400_000;
  async function seed(
    username: string,
    over: {
      platform?: string;
      topics?: string[];
      lang?: string | null;
      fake?: number | null;
      followers?: number;
      likesPerPost?: number | null;
      history?: number[];
    },
  ) {
    const followers = over.followers ?? 10_000;
    const facts = {
      platform: over.platform ?? 'instagram',
      username,
      followers,
      activity:
        over.likesPerPost === undefined || over.likesPerPost === null
          ? null
          : { sampleSize: 10, likesPerPost: over.likesPerPost },
    };
    const [row] = await t.app.database.db
      .insert(storedAccounts)
      .values({
        platform: over.platform ?? 'instagram',
        usernameKey: username.toLowerCase(),
        username,
        name: `${username} Name`,
        followers,
        fakeProbability: over.fake === undefined ? 10 : over.fake,
        facts,
        topics: over.topics ?? [],
        motherTongue: over.lang === undefined ? 'en' : over.lang,
        source: 'demo',
      })
      .returning({ id: storedAccounts.id });
    const history = over.history ?? [followers];
    await t.app.database.db.insert(accountSnapshots).values(
      history.map((f, i) => ({
        storedAccountId: row!.id,
        observedAt: new Date(now.getTime() - (history.length - i) * day),
        facts: { ...facts, followers: f },
        source: 'demo',
        lookup: 'test',
      })),
    );
    return row!.id;
  }

  type Page = {
    items: {
      id: string;
      username: string;
      score: number;
      retention: number | null;
      source: string | null;
      trust: number | null;
      topics: string[];
      reasons: { kind: string; points: number; topics?: string[] }[];
    }[];
    total: number;
    pages: number;
  };

  test('ranks by topic overlap, language, country, platform, authenticity and engagement, with reasons', async () => {
    const best = await seed('fashion_star', {
      topics: ['fashion', 'music'],
      fake: 5,
      likesPerPost: 600,
      history: [10_500, 10_000],
    });
    const noTrust = await seed('fashion_fake', { topics: ['fashion'], fake: 90 });
    const otherLang = await seed('moda_es', {
      topics: ['fashion'],
      lang: 'es',
      platform: 'tiktok',
    });
    const onlyLang = await seed('cars_en', { topics: ['automotive'], fake: null });
    const unrelated = await seed('autos_de', { topics: ['automotive'], lang: 'de' });
    const item = await createItem(owner, {
      title: 'Fashion week',
      text: 'Streetwear and sneakers for the fashion week.',
      tags: 'fashion, ootd',
      language: 'en',
      country: 'US',
      platform: 'instagram',
    });
    expect(item.topics).toEqual(['fashion']);
    await t.app.services.content.refreshCreators();
    const res = await t.app.inject({
      url: `/api/content/${item.id}/matches?limit=100`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page>();
    const ids = page.items.map((i) => i.id);
    expect(ids.slice(0, 3)).toEqual([best, noTrust, otherLang]);
    expect(ids).toContain(onlyLang);
    expect(ids).not.toContain(unrelated);
    const top = page.items[0]!;
    expect(top.reasons.map((r) => r.kind)).toEqual([
      'topics',
      'language',
      'authenticity',
      'country',
      'platform',
      'engagement',
    ]);
    expect(top.reasons[0]).toMatchObject({ kind: 'topics', topics: ['fashion'], points: 40 });
    expect(top.score).toBeCloseTo(40 + 15 + 10 + 10 + 15 * 0.95 + 10, 1);
    expect(top.trust).toBe(95);
    // Retention: the newest snapshot's followers as a share of the window's most.
    expect(top.retention).toBe(95);
    // Each match says where its data came from (the screen tags demo rows).
    expect(top.source).toBe('demo');
    const es = page.items.find((i) => i.id === otherLang)!;
    expect(es.reasons.map((r) => r.kind)).toEqual(['topics', 'authenticity', 'country']);
    expect(es.retention).toBeNull();
    for (let i = 1; i < page.items.length; i++) {
      expect(page.items[i - 1]!.score).toBeGreaterThanOrEqual(page.items[i]!.score);
    }

    // The filter (lower-cased), paging and the paginator's sizes.
    const filtered = await t.app.inject({
      url: `/api/content/${item.id}/matches?q=${encodeURIComponent('  FASHION_ ')}`,
      headers: bearer(owner.token),
    });
    expect(
      filtered
        .json<Page>()
        .items.map((i) => i.username)
        .sort(),
    ).toEqual(['fashion_fake', 'fashion_star']);
    const second = await t.app.inject({
      url: `/api/content/${item.id}/matches?limit=5&page=2`,
      headers: bearer(owner.token),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json<Page>().total).toBe(page.total);
    const badSize = await t.app.inject({
      url: `/api/content/${item.id}/matches?limit=20`,
      headers: bearer(owner.token),
    });
    expect(badSize.statusCode).toBe(400);
    // Someone else's item: not found; an operator may look.
    expect(
      (await t.app.inject({ url: `/api/content/${item.id}/matches`, headers: bearer(other.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/content/${item.id}/matches`, headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(200);
    // Export: the same order.
    const csv = await t.app.inject({
      url: `/api/content/${item.id}/matches?format=csv`,
      headers: bearer(owner.token),
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('retention');
    expect(lines[1]).toContain('fashion_star');
    expect(lines.length - 1).toBe(page.total);
  });

  test('an unknown item is 404; a malformed id 400', async () => {
    const res = await t.app.inject({
      url: '/api/content/00000000-0000-4000-8000-000000000000/matches',
      headers: bearer(owner.token),
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/content/nope/matches', headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(400);
  });
});

test('AppError is what the media pipeline throws for a wrong type', async () => {
  const media = createContentMedia({ storage: t.app.storage });
  await expect(
    media.storeFile(Readable.from([Buffer.from('plain text file')])),
  ).rejects.toBeInstanceOf(AppError);
});

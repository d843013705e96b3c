import {
  acceptReplySchema,
  approveLinkOf,
  imageListPageSchema,
  keywordListSchema,
  matchKeyword,
  reviewItemSchema,
  sampledForSecondReview,
  REVIEW_CLAIM_MS,
  REVIEW_UNDO_MS,
  type ReviewItem,
} from '@vigil/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { imageReviewItems } from '../src/db/schema';
import { errorOf, signIn, type Principal, useTestApp, requestAs } from './helper';
import { BADGE_TEST_ENV, pressDemoPay } from './badge-helpers';
import { until } from './jobs-helpers';

const t = useTestApp({ env: { ...BADGE_TEST_ENV, JOBS_POLL_INTERVAL_MS: '50' } });
let alice: Principal;
let bob: Principal;
let user: Principal;
beforeAll(async () => {
  [alice, bob, user] = await Promise.all([
    signIn(t.app, 'admin'),
    signIn(t.app, 'admin'),
    signIn(t.app, 'user'),
  ]);
});

const call = (who: Principal, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  requestAs(t.app, who, method, `/api${url}`, payload);

async function list(who: Principal, query: string) {
  const res = await call(who, 'GET', `/image-review/items?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return imageListPageSchema.parse(res.json());
}

const item = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return reviewItemSchema.parse(res.json());
};

/** A uuid whose hash puts it into (or out of) the second-review sample. */
function idSampled(want: boolean, from = 0): string {
  for (let n = from; ; n++) {
    const id = `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
    if (sampledForSecondReview(id) === want) return id;
  }
}

let seq = 0;
/** Content items straight into the queue (as the content module does). */
async function enqueue(
  n: number,
  over: { platform?: 'instagram' | 'tiktok'; keyword?: string; username?: string } = {},
) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    seq += 1;
    const r = await t.app.services.imageReview.enqueueImage({
      source: 'content',
      contentId: `content-${seq}`,
      platform: over.platform ?? 'instagram',
      keyword: over.keyword ?? 'sunset',
      username: over.username ?? `creator${seq}`,
      imageUrl: `/uploads/pic-${seq}.png`,
      priceCents: 250,
    });
    ids.push(r.id);
  }
  return ids;
}

describe('keyword matching (shared rule)', () => {
  test('a hashtag or a whole word of the caption matches, case-insensitively; a part of a word does not', () => {
    expect(matchKeyword(['art'], { text: 'Nice ART!', hashtags: [] })).toBe('art');
    expect(matchKeyword(['art'], { text: 'a party', hashtags: [] })).toBeNull();
    expect(matchKeyword(['art'], { text: 'x', hashtags: ['art'] })).toBe('art');
    expect(matchKeyword(['art'], { text: 'x', hashtags: ['artwork'] })).toBeNull();
    expect(matchKeyword(['street art'], { text: 'Street  art', hashtags: [] })).toBeNull();
    expect(matchKeyword(['street art'], { text: 'new street art here', hashtags: [] })).toBe(
      'street art',
    );
    // The first keyword in the given order wins.
    expect(matchKeyword(['b', 'a'], { text: 'a b', hashtags: [] })).toBe('b');
  });
});

describe('monitored keywords and the queue from lookups', () => {
  test('a posts lookup whose posts mention a monitored keyword queues their images (a job)', async () => {
    const add = await call(alice, 'POST', '/image-review/keywords', { keyword: '#Football' });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json()).toMatchObject({ keyword: 'football', items: 0 });
    expect(
      errorOf(await call(alice, 'POST', '/image-review/keywords', { keyword: 'football' })),
    ).toMatchObject({ code: 'CONFLICT' });
    expect(
      (await call(alice, 'POST', '/image-review/keywords', { keyword: 'a/b' })).statusCode,
    ).toBe(400);

    // The demo Instagram account `demo` posts #football once, #coffee three times.
    expect((await call(user, 'GET', '/lookups/instagram/demo')).statusCode).toBe(200);
    await t.app.services.lookups.flushStores();
    expect((await call(user, 'GET', '/lookups/instagram/demo/posts')).statusCode).toBe(200);
    await t.app.services.lookups.flushStores();
    const page = await until(async () => {
      const p = await list(alice, 'keyword=football');
      return p.total === 1 && p;
    });
    const [queued] = page.items;
    expect(queued).toMatchObject({
      source: 'lookup',
      // The post's account came from the demo dataset: the list tags it 'Demo'.
      dataSource: 'demo',
      platform: 'instagram',
      keyword: 'football',
      username: 'demo',
      state: 'pending',
      priceCents: 499,
    });
    // The demo picture is an inline SVG (no outside request); real hosts go through the proxy.
    expect(queued!.imageSrc).toMatch(/^data:image\/svg\+xml,/);
    expect(queued!.caption).toContain('#football');

    // A keyword added later is matched against the posts stored before it.
    expect(
      (await call(alice, 'POST', '/image-review/keywords', { keyword: 'coffee' })).statusCode,
    ).toBe(201);
    await until(async () => (await list(alice, 'keyword=coffee')).total === 3);
    const keywords = keywordListSchema.parse(
      (await call(alice, 'GET', '/image-review/keywords')).json(),
    );
    expect(keywords.items.map((k) => [k.keyword, k.items])).toEqual([
      ['coffee', 3],
      ['football', 1],
    ]);
    // The same posts looked up again are not queued twice.
    await t.app.services.imageReview.matchAccounts([
      { platform: 'instagram', key: 'demo', externalId: null },
    ]);
    expect((await list(alice, 'platform=instagram&q=demo')).total).toBe(4);

    const del = await call(alice, 'DELETE', `/image-review/keywords/${keywords.items[0]!.id}`);
    expect(del.statusCode).toBe(204);
    const audit = await t.app.services.audit.list({
      action: 'image_review.keyword_removed',
      order: 'desc',
      page: 1,
      limit: 5,
    });
    expect(audit.items[0]).toMatchObject({ details: { keyword: 'coffee' } });
  });

  test('an image address the proxy does not fetch is refused for the queue', async () => {
    await expect(
      t.app.services.imageReview.enqueueImage({
        source: 'content',
        contentId: 'bad-host',
        platform: 'instagram',
        keyword: null,
        username: 'x',
        imageUrl: 'https://evil.example.com/a.png',
        priceCents: 100,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const again = await t.app.services.imageReview.enqueueImage({
      source: 'content',
      contentId: 'cdn-ok',
      platform: 'instagram',
      keyword: null,
      username: 'x',
      imageUrl: 'https://scontent.cdninstagram.com/a.jpg',
      priceCents: 100,
    });
    const twice = await t.app.services.imageReview.enqueueImage({
      source: 'content',
      contentId: 'cdn-ok',
      platform: 'instagram',
      keyword: null,
      username: 'x',
      imageUrl: 'https://scontent.cdninstagram.com/a.jpg',
      priceCents: 100,
    });
    expect(twice).toEqual({ id: again.id, created: false });
    const shown = item(await call(alice, 'GET', `/image-review/items/${again.id}`));
    // A signed proxy address: the proxy serves it to an <img>, which sends no token.
    expect(shown.imageSrc).toBe(
      t.app.services.imageUrls.proxied('https://scontent.cdninstagram.com/a.jpg'),
    );
    expect(shown.imageSrc).toMatch(/&sig=[\w-]{32}$/);
  });
});

describe('the review state machine', () => {
  test('pending → claimed → denied → undone within 10 s; a claim blocks other operators for 5 minutes', async () => {
    const [id] = await enqueue(1);
    const claimed = item(await call(alice, 'POST', `/image-review/items/${id}/claim`));
    expect(claimed).toMatchObject({ state: 'claimed', claim: { mine: true, by: alice.email } });
    // Bob sees it claimed, and can neither claim nor decide it.
    expect(item(await call(bob, 'GET', `/image-review/items/${id}`)).claim).toMatchObject({
      mine: false,
    });
    expect(errorOf(await call(bob, 'POST', `/image-review/items/${id}/claim`))).toMatchObject({
      code: 'CONFLICT',
      params: { state: 'claimed' },
    });
    expect(errorOf(await call(bob, 'POST', `/image-review/items/${id}/deny`)).code).toBe(
      'CONFLICT',
    );

    const denied = item(await call(alice, 'POST', `/image-review/items/${id}/deny`));
    expect(denied).toMatchObject({ state: 'denied', decidedBy: alice.email, claim: null });
    expect(denied.undoUntil).not.toBeNull();
    // Only the decider may undo, and only within 10 s.
    expect(errorOf(await call(bob, 'POST', `/image-review/items/${id}/undo`)).code).toBe(
      'CONFLICT',
    );
    t.clock.advance(REVIEW_UNDO_MS - 1000);
    const undone = item(await call(alice, 'POST', `/image-review/items/${id}/undo`));
    expect(undone).toMatchObject({ state: 'claimed', claim: { mine: true }, decidedAt: null });
    item(await call(alice, 'POST', `/image-review/items/${id}/deny`));
    t.clock.advance(REVIEW_UNDO_MS + 1);
    expect(errorOf(await call(alice, 'POST', `/image-review/items/${id}/undo`)).code).toBe(
      'CONFLICT',
    );
    expect(errorOf(await call(alice, 'POST', `/image-review/items/${id}/deny`))).toMatchObject({
      code: 'CONFLICT',
      params: { state: 'denied' },
    });

    const actions = await t.app.services.audit.historyOf('image_review_item', id!);
    expect(actions.map((a) => a.action)).toEqual([
      'image_review.denied',
      'image_review.undone',
      'image_review.denied',
    ]);
  });

  test('a claim runs out after 5 minutes: then another operator may take the item', async () => {
    const [id] = await enqueue(1);
    item(await call(alice, 'POST', `/image-review/items/${id}/claim`));
    t.clock.advance(REVIEW_CLAIM_MS - 1000);
    expect(errorOf(await call(bob, 'POST', `/image-review/items/${id}/claim`)).code).toBe(
      'CONFLICT',
    );
    t.clock.advance(2000);
    expect(item(await call(alice, 'GET', `/image-review/items/${id}`)).state).toBe('pending');
    // Alice's expired claim no longer lets her decide.
    expect(errorOf(await call(alice, 'POST', `/image-review/items/${id}/deny`))).toMatchObject({
      params: { state: 'unclaimed' },
    });
    const bobs = item(await call(bob, 'POST', `/image-review/items/${id}/claim`));
    expect(bobs.claim).toMatchObject({ mine: true });
    // Releasing gives it back at once.
    expect(item(await call(bob, 'POST', `/image-review/items/${id}/release`)).state).toBe(
      'pending',
    );
    item(await call(alice, 'POST', `/image-review/items/${id}/claim`));
  });

  test("Accept licenses the image: a payment for its price whose 'approve' link the browser opens; paying it shows the licence paid", async () => {
    const [id] = await enqueue(1);
    // Unclaimed: refused, and no payment is started.
    expect(errorOf(await call(alice, 'POST', `/image-review/items/${id}/accept`, {})).code).toBe(
      'CONFLICT',
    );
    expect(await t.app.services.payments.licenceStatusOf([id!])).toEqual(new Map());
    item(await call(alice, 'POST', `/image-review/items/${id}/claim`));
    const res = await call(alice, 'POST', `/image-review/items/${id}/accept`, { lang: 'de' });
    expect(res.statusCode, res.body).toBe(200);
    const reply = acceptReplySchema.parse(res.json());
    const href = approveLinkOf(reply);
    // No PayPal keys in tests: the labelled demo checkout, claimed by the opening browser.
    expect(href).toMatch(
      /^http:\/\/vigil\.test\/demo-checkout\/demo_[A-Za-z0-9_-]+\?lang=de&claim=/,
    );
    expect(reply.item).toMatchObject({
      state: 'accepted',
      licence: 'pending',
      decidedBy: alice.email,
    });
    // An acceptance is not undone here (the payment page is open); a second accept is refused.
    expect(errorOf(await call(alice, 'POST', `/image-review/items/${id}/undo`)).code).toBe(
      'CONFLICT',
    );
    expect(errorOf(await call(alice, 'POST', `/image-review/items/${id}/accept`, {})).code).toBe(
      'CONFLICT',
    );

    const url = new URL(href!);
    const claimed = await t.app.inject({ url: `${url.pathname}${url.search}` });
    const cookie = claimed.cookies.find((c) => c.name === 'vigil_checkout')!;
    const pay = await pressDemoPay(t.app, url.pathname, { cookie: cookie.value });
    expect(pay.statusCode).toBe(303);
    expect(item(await call(bob, 'GET', `/image-review/items/${id}`)).licence).toBe('paid');
    const [accepted] = (await t.app.services.audit.historyOf('image_review_item', id!)).filter(
      (a) => a.action === 'image_review.accepted',
    );
    expect(accepted).toMatchObject({
      actorEmail: alice.email,
      details: { priceCents: 250, paymentId: expect.any(String) },
    });
  });

  test('a decision on a sampled item (5 %, by a hash of its id) awaits a second review by another operator', async () => {
    const sampled = idSampled(true);
    const notSampled = idSampled(false);
    await t.app.database.db.insert(imageReviewItems).values(
      [sampled, notSampled].map((id, i) => ({
        id,
        source: 'content' as const,
        contentId: `sample-${i}`,
        platform: 'tiktok',
        username: `sampled${i}`,
        imageUrl: '/uploads/s.png',
        priceCents: 100,
      })),
    );
    for (const id of [sampled, notSampled]) {
      item(await call(alice, 'POST', `/image-review/items/${id}/claim`));
      item(await call(alice, 'POST', `/image-review/items/${id}/deny`));
    }
    expect(
      item(await call(alice, 'GET', `/image-review/items/${notSampled}`)).secondReview,
    ).toBeNull();
    expect(item(await call(alice, 'GET', `/image-review/items/${sampled}`)).secondReview).toBe(
      'pending',
    );
    const queue = await list(bob, 'secondReview=pending');
    expect(queue.items.map((i) => i.id)).toContain(sampled);
    expect(queue.items.map((i) => i.id)).not.toContain(notSampled);
    // The decider cannot review their own decision.
    expect(
      errorOf(
        await call(alice, 'POST', `/image-review/items/${sampled}/second-review`, { agree: true }),
      ).code,
    ).toBe('CONFLICT');
    const reviewed = item(
      await call(bob, 'POST', `/image-review/items/${sampled}/second-review`, { agree: false }),
    );
    expect(reviewed.secondReview).toBe('disagreed');
    const [entry] = await t.app.services.audit
      .historyOf('image_review_item', sampled)
      .then((h) => h.filter((a) => a.action === 'image_review.second_review'));
    expect(entry).toMatchObject({
      actorEmail: bob.email,
      details: { agree: false, decision: 'denied' },
    });
  });

  test('the deterministic sample is about 5 % of ids', () => {
    let hits = 0;
    for (let n = 0; n < 20_000; n++) if (sampledForSecondReview(`id-${n}`)) hits++;
    expect(hits / 20_000).toBeGreaterThan(0.04);
    expect(hits / 20_000).toBeLessThan(0.06);
  });
});

describe('the list', () => {
  test('pages for real, filters by status, platform, keyword and search, and sorts', async () => {
    await enqueue(7, { platform: 'tiktok', keyword: 'pagingtest', username: 'pager' });
    const first = await list(alice, 'keyword=pagingtest&limit=5&page=1');
    expect(first).toMatchObject({ total: 7, pages: 2, page: 1 });
    expect(first.items).toHaveLength(5);
    expect(first.items.map((i) => i.index)).toEqual([0, 1, 2, 3, 4]);
    const second = await list(alice, 'keyword=pagingtest&limit=5&page=2');
    expect(second.items).toHaveLength(2);
    const all = [...first.items, ...second.items].map((i) => i.id);
    expect(new Set(all).size).toBe(7);
    // Newest first by default.
    const created = [...first.items, ...second.items].map((i: ReviewItem) => i.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    // A page size outside the spec's sizes (5, 10, 25, 100) is refused.
    expect((await call(alice, 'GET', '/image-review/items?limit=7')).statusCode).toBe(400);

    const [one] = first.items;
    item(await call(alice, 'POST', `/image-review/items/${one!.id}/claim`));
    item(await call(alice, 'POST', `/image-review/items/${one!.id}/deny`));
    expect((await list(alice, 'keyword=pagingtest&status=denied')).total).toBe(1);
    expect((await list(alice, 'keyword=pagingtest&status=pending')).total).toBe(6);
    expect((await list(alice, 'keyword=pagingtest&platform=instagram')).total).toBe(0);
    expect((await list(alice, 'q=PAGER&limit=100')).total).toBe(7);
    const byName = await list(alice, 'sort=username&order=asc&limit=100');
    const names = byName.items.map((i) => i.username);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  test('operators only: a signed-in user gets 403, a visitor 401', async () => {
    expect((await call(user, 'GET', '/image-review/items')).statusCode).toBe(403);
    expect((await call(user, 'GET', '/image-review/keywords')).statusCode).toBe(403);
    const [id] = await enqueue(1);
    expect((await call(user, 'POST', `/image-review/items/${id}/claim`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/image-review/items' })).statusCode).toBe(
      401,
    );
    const row = await t.app.database.db
      .select({ claimedBy: imageReviewItems.claimedBy })
      .from(imageReviewItems)
      .where(eq(imageReviewItems.id, id!));
    expect(row[0]?.claimedBy).toBeNull();
  });
});

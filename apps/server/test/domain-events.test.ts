import { lookupUrl } from '@vigil/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTransactionRunner } from '../src/db/transaction';
import { imageReviewItems, jobs } from '../src/db/schema';
import type { DomainEventPayload } from '../src/modules/events';
import { bearer, buildTestApp, signIn, type Principal, type TestApp } from './helper';
import { until } from './jobs-helpers';

/**
 * Domain events: `publish(tx, event)` hands an event to its subscribers, synchronously in the
 * publisher's transaction or as a job written in it (the outbox). Delivery is at least once, so
 * every subscriber must be idempotent: a repeated event changes nothing.
 */
let t: TestApp;
let user: Principal;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOOKUP_RATE_LIMIT_PER_MINUTE: '100000' } });
  user = await signIn(t.app, 'user');
}, 60_000);
afterAll(() => t.close());

const userId = async () => (await t.app.services.auth.findUserByEmail(user.email))!.id;
const item = (
  itemId: string,
  ownerId: string,
  image: { name: string; priceCents: number | null } | null,
): DomainEventPayload<'content.stored'> => ({
  itemId,
  ownerId,
  title: 'Title',
  text: 'Text',
  tags: ['sneakers'],
  platform: 'instagram',
  image,
});

describe('asynchronous subscribers (outbox on the jobs table)', () => {
  test('get an event only when the publisher commits, through a job', async () => {
    const received: string[] = [];
    t.app.services.events.subscribe('content.stored', {
      subscriber: 'events-test',
      delivery: 'async',
      async handle(p) {
        received.push(p.itemId);
      },
    });
    const transaction = createTransactionRunner(t.app.database.db);
    const owner = await userId();
    await expect(
      transaction(async (tx) => {
        await t.app.services.events.publish(tx, {
          name: 'content.stored',
          payload: item('rolled-back', owner, null),
        });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await transaction((tx) =>
      t.app.services.events.publish(tx, {
        name: 'content.stored',
        payload: item('committed', owner, null),
      }),
    );
    await until(async () => received.includes('committed'));
    const [row] = await t.app.database.db
      .select({ n: count() })
      .from(jobs)
      .where(eq(jobs.type, 'event.content.stored.events-test'));
    // One job: the rolled-back publish left none behind.
    expect(row?.n).toBe(1);
    expect(received).toEqual(['committed']);
  });
});

describe('a duplicate delivery changes nothing', () => {
  test('content.stored twice: one review item', async () => {
    const owner = await userId();
    const event = {
      name: 'content.stored' as const,
      payload: item('dup-item', owner, { name: `${'a'.repeat(32)}.png`, priceCents: 150 }),
    };
    await t.app.services.events.publish(undefined, event);
    await t.app.services.events.publish(undefined, event);
    const rows = await t.app.database.db
      .select({ priceCents: imageReviewItems.priceCents })
      .from(imageReviewItems)
      .where(and(eq(imageReviewItems.contentId, 'dup-item')));
    expect(rows).toEqual([{ priceCents: 150 }]);
  });

  test('lookup.stored twice: the analysis shows the same accounts, counts and topics', async () => {
    for (const [id, input] of [
      ['instagramProfile', { username: 'eva.events' }],
      ['instagramPosts', { username: 'eva.events' }],
    ] as const) {
      const res = await t.app.inject({
        url: lookupUrl(id, input as never),
        headers: bearer(user.token),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const read = async () => {
      const accounts = await t.app.inject({
        url: '/api/analysis/accounts?limit=100',
        headers: bearer(user.token),
      });
      const summary = await t.app.inject({
        url: '/api/analysis/summary',
        headers: bearer(user.token),
      });
      const counters = await t.app.database.db.execute(
        sql`select platform, status, bucket, accounts from analysis_counts order by 1, 2, 3`,
      );
      return {
        accounts: accounts.json(),
        summary: summary.json(),
        counters: (counters as unknown as { rows: unknown[] }).rows,
      };
    };
    const before = await read();
    // Read-your-writes: the lookup's account is in the analysis at once, with derived topics.
    expect(JSON.stringify(before.accounts)).toContain('eva.events');
    await t.app.services.events.publish(undefined, {
      name: 'lookup.stored',
      payload: {
        refs: [{ platform: 'instagram', key: 'eva.events', externalId: null, pending: true }],
      },
    });
    expect(await read()).toEqual(before);
  });
});

describe('the analysis follows every write path of stored accounts', () => {
  /** Counters, counted topics, trending terms and search rows, and what they must equal. */
  async function expectAnalysisMatchesTheAccounts() {
    const q = async (query: ReturnType<typeof sql>) =>
      ((await t.app.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    expect(
      await q(sql`select platform, status, bucket, accounts as n from analysis_counts
        where accounts <> 0 order by 1, 2, 3`),
    ).toEqual(
      await q(sql`select platform, status, analysis_fake_bucket(fake_probability) as bucket,
        count(*)::int as n from stored_accounts group by 1, 2, 3 order by 1, 2, 3`),
    );
    expect(
      await q(sql`select platform, status, topic, accounts as n from analysis_topic_counts
        where accounts <> 0 order by 1, 2, 3`),
    ).toEqual(
      await q(sql`select platform, status, t.topic, count(*)::int as n from stored_accounts
        cross join lateral unnest(topics) as t(topic) group by 1, 2, 3 order by 1, 2, 3`),
    );
    expect(
      await q(sql`select day::text, platform, status, term, mentions as n from analysis_term_days
        where mentions <> 0 order by 1, 2, 3, 4`),
    ).toEqual(
      await q(sql`select analysis_post_day(p.posted_at, p.first_seen_at)::text as day,
        s.platform, s.status, t.term, count(*)::int as n
        from account_posts p join stored_accounts s on s.id = p.stored_account_id
        cross join lateral unnest(p.terms) as t(term) group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    );
    expect(
      await q(sql`select id, platform, last_seen_at::text, search_text from stored_account_search
        order by id, platform`),
    ).toEqual(
      await q(sql`select id, platform, last_seen_at::text, search_text from stored_accounts
        order by id, platform`),
    );
  }

  test('lookups, cached re-checks, posts, submitted records, re-scores, erasure and retention', async () => {
    const operator = await signIn(t.app, 'admin');
    const look = async (id: 'instagramProfile' | 'instagramPosts', username: string) => {
      const res = await t.app.inject({
        url: lookupUrl(id, { username } as never),
        headers: bearer(user.token),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // Fresh lookups with posts (topics and terms derived), then the same again (a cached
    // re-check: only the check count and last seen change).
    for (const name of ['fay.paths', 'gus.paths', 'hal.paths']) {
      await look('instagramProfile', name);
      await look('instagramPosts', name);
    }
    await look('instagramProfile', 'fay.paths');
    await t.app.services.lookups.flushStores();
    await expectAnalysisMatchesTheAccounts();

    // A submitted record, twice (the second re-stores the same account).
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/storeAccount',
        headers: bearer(operator.token),
        payload: {
          service: 'twitter',
          data: { data: { id: '77', username: 'ivy_paths', followers_count: 9 + i } },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await expectAnalysisMatchesTheAccounts();

    // A new trust model re-scores every account (status and fake bucket may move).
    await t.app.database.db.execute(
      sql`update stored_accounts set trust_model_version = 'old', fake_probability = 99`,
    );
    await t.app.services.analysis.accountsChanged(
      (
        (await t.app.database.db.execute(sql`select id from stored_accounts`)) as unknown as {
          rows: { id: string }[];
        }
      ).rows.map((r) => r.id),
    );
    await t.app.services.lookups.rescoreStored({
      signal: new AbortController().signal,
      progress: () => {},
    });
    await expectAnalysisMatchesTheAccounts();

    // An operator erases one account (posts included); retention purges another.
    await t.app.services.privacy.eraseLookedUp('instagram', 'gus.paths', await userId());
    await t.app.database.db.execute(
      sql`update stored_accounts set last_seen_at = now() - interval '400 days'
        where username_key = 'hal.paths'`,
    );
    await t.app.services.analysis.accountsChanged(
      (
        (await t.app.database.db.execute(
          sql`select id from stored_accounts where username_key = 'hal.paths'`,
        )) as unknown as { rows: { id: string }[] }
      ).rows.map((r) => r.id),
    );
    const job = await t.app.services.privacy.purgeRetentionNow();
    await until(async () => (await t.app.services.jobs.get(job.id))?.status === 'succeeded');
    const left = await t.app.database.db.execute(
      sql`select username_key from stored_accounts where username_key like '%.paths'`,
    );
    expect((left as unknown as { rows: unknown[] }).rows).toEqual([{ username_key: 'fay.paths' }]);
    await expectAnalysisMatchesTheAccounts();
  });
});

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

const userId = async () => (await t.app.repos.auth.findUserByEmail(user.email))!.id;
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
      return { accounts: accounts.json(), summary: summary.json(), counters };
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

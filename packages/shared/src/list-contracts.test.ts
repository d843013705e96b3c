import { describe, expect, test } from 'vitest';
import { outboxListQuerySchema, outboxPageSchema } from './account';
import { profileListQuerySchema } from './badge';
import { jobListQuerySchema, jobSchema } from './jobs';

describe('the admin lists speak the shared list query', () => {
  test('profiles: defaults of the spec (full_name asc, 10 a page); `order` and `dir` both read', () => {
    expect(profileListQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 10,
      sort: 'full_name',
      dir: 'asc',
    });
    expect(
      profileListQuerySchema.parse({ order: 'desc', format: 'csv', status: '' }),
    ).toMatchObject({ order: 'desc', dir: 'asc', format: 'csv' });
    expect(profileListQuerySchema.safeParse({ limit: '20' }).success).toBe(false);
    expect(profileListQuerySchema.safeParse({ order: 'sideways' }).success).toBe(false);
  });

  test('outbox: newest first, 50 a page, channel filter, export format', () => {
    expect(outboxListQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 50,
      sort: 'created_at',
      order: 'desc',
    });
    expect(outboxListQuerySchema.parse({ channel: 'sms', format: 'json', q: ' a ' })).toMatchObject(
      { channel: 'sms', format: 'json', q: 'a' },
    );
    expect(outboxListQuerySchema.safeParse({ channel: 'fax' }).success).toBe(false);
    expect(outboxPageSchema.safeParse({ items: [], page: 1, limit: 50, total: 0 }).success).toBe(
      false,
    );
  });

  test('jobs: newest first, status filter', () => {
    expect(jobListQuerySchema.parse({ status: 'running' })).toMatchObject({
      order: 'desc',
      limit: 20,
      status: 'running',
    });
    expect(jobListQuerySchema.safeParse({ status: 'done' }).success).toBe(false);
  });

  test('a job reply carries progress with its percentage and a nullable result', () => {
    const job = {
      id: 'j',
      type: 'followers.analyze',
      status: 'running',
      progress: { done: 5, total: 20, percent: 25, detail: null },
      result: null,
      error: null,
      attempts: 1,
      maxAttempts: 3,
      cancelRequested: false,
      ownerId: null,
      createdAt: 'x',
      runAt: 'x',
      startedAt: 'x',
      finishedAt: null,
      updatedAt: 'x',
    };
    expect(jobSchema.parse(job)).toEqual(job);
    expect(jobSchema.safeParse({ ...job, status: 'paused' }).success).toBe(false);
  });
});

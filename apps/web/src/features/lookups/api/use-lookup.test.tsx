import { lookupEndpoints } from '@vigil/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { fetchLookup, useLookup, useLookupQuery } from './use-lookup';
import { estimateFixture } from '../../../test/estimate';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const meta = { source: 'demo', cached: false, dataAsOf: '2026-01-15T10:30:00.000Z' } as const;

describe('fetchLookup', () => {
  test('calls the URL of the shared table once (no doubled /api) and parses the reply', async () => {
    const api = mockApi({
      'GET /api/lookups/facebook': () =>
        reply(lookupEndpoints.facebook.reply, {
          ...meta,
          profile: { name: 'Demo', url: null, username: null },
        }),
    });
    const result = await fetchLookup('facebook', { q: 'a b' });
    expect(result.profile.name).toBe('Demo');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.query.get('q')).toBe('a b');
  });

  test('path parameters are encoded', async () => {
    const api = mockApi({
      'GET /api/lookups/tiktok/sec-uid/a%2Fb/posts': () =>
        reply(lookupEndpoints.tiktokPosts.reply, { ...meta, posts: [], tagCloud: [] }),
    });
    await fetchLookup('tiktokPosts', { secUid: 'a/b' });
    expect(api.calls[0]?.path).toBe('/api/lookups/tiktok/sec-uid/a%2Fb/posts');
  });

  test('a reply that does not match the schema is refused', async () => {
    mockApi({
      'GET /api/lookups/snapchat/demo': () =>
        new Response(JSON.stringify({ ...meta, user: 'nope' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    });
    await expect(fetchLookup('snapchat', { username: 'demo' })).rejects.toMatchObject({
      name: 'ZodError',
    });
  });

  test("an error reply becomes an ApiError with the server's code", async () => {
    mockApi({
      'GET /api/lookups/snapchat/ghost': () => replyError('PROVIDER_NOT_FOUND', 'Not found.'),
    });
    const err = await fetchLookup('snapchat', { username: 'ghost' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('PROVIDER_NOT_FOUND');
  });
});

/** A lookup button and a follow-up read, as a screen uses them. */
function Probe() {
  const profile = useLookup('twitterProfile');
  const userId = profile.data?.user.id;
  const posts = useLookupQuery('twitterPosts', userId ? { userId } : null);
  return (
    <div>
      <button type="button" onClick={() => profile.mutate({ username: 'demo' })}>
        Look up
      </button>
      <p>{profile.isSuccess ? `profile ${profile.data.user.username}` : 'no profile'}</p>
      <p>{posts.isSuccess ? `${posts.data.posts.length} posts` : 'no posts'}</p>
    </div>
  );
}

describe('useLookup and useLookupQuery', () => {
  test('every click asks the server; the follow-up read waits for its input and is cached', async () => {
    const api = mockApi({
      'GET /api/lookups/twitter/demo': () =>
        reply(lookupEndpoints.twitterProfile.reply, {
          ...meta,
          user: {
            id: '12',
            username: 'demo',
            name: null,
            avatarUrl: null,
            followers: 1,
            following: 2,
            description: null,
            location: null,
            isVerified: false,
            isPrivate: false,
            createdAt: null,
          },
          accountAge: { years: null, days: null },
          fake: estimateFixture(0, ['ageUnknown']),
        }),
      'GET /api/lookups/twitter/id/12/posts': () =>
        reply(lookupEndpoints.twitterPosts.reply, {
          ...meta,
          posts: [{ id: '1', text: 'hi', createdAt: null }],
          tagCloud: [],
        }),
    });
    await renderApp(<Probe />, { session: { role: 'user' } });
    expect(screen.getByText('no posts')).toBeVisible();
    expect(api.calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('1 posts')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(api.callsTo('GET /api/lookups/twitter/demo')).toHaveLength(2));
    expect(await screen.findByText('profile demo')).toBeVisible();
    // The posts of the same id are still fresh: not asked again.
    expect(api.callsTo('GET /api/lookups/twitter/id/12/posts')).toHaveLength(1);
  });
});

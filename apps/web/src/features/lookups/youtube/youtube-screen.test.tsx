import {
  youtubeChannelReplySchema,
  youtubeMoreVideosReplySchema,
  youtubeSuggestionsReplySchema,
  type YoutubeChannel,
} from '@vigil/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, reply, replyError, type ApiCall } from '../../../test/mock-api';
import { demoMeta, lookupScreen } from '../../../test/lookups';
import { DEFAULT_AVATAR } from '../kit/avatar-image';
import { YoutubeScreen } from './youtube-screen';

afterEach(() => vi.unstubAllGlobals());

const img = (url: string) => ({ url, width: null, height: null });

const channel = (over: Partial<YoutubeChannel> = {}) =>
  reply(youtubeChannelReplySchema, {
    ...demoMeta,
    channel: {
      id: 'UC123',
      title: 'Demo Channel',
      description: 'All about demos',
      subscriberCount: 1234567,
      avatars: [img('https://e.com/a1'), img('https://e.com/a2'), img('https://e.com/a3')],
      avatarUrl: 'https://e.com/a3',
      banners: [img('https://e.com/b1'), img('https://e.com/b2')],
      bannerUrl: 'https://e.com/b1',
      links: [{ label: 'Website', url: 'https://example.com' }],
      ...over,
    },
  });

const video = (title: string) => ({
  id: title,
  title,
  thumbnailUrl: null,
  publishedText: null,
  views: null,
});

const suggestions =
  (titles: string[], continuation: string | null = null) =>
  () =>
    reply(youtubeSuggestionsReplySchema, { ...demoMeta, items: titles.map(video), continuation });

const youtube = lookupScreen({
  ui: <YoutubeScreen />,
  url: '/youtube',
  input: 'Channel ID',
  button: 'Search',
  path: (id) => `/api/lookups/youtube/channel/${id}`,
});
const { render: renderYoutube, lookUp: search } = youtube;

describe('YoutubeScreen', () => {
  test('an empty or blank channel id asks for one and calls nothing', async () => {
    await youtube.refuseEmpty('Please enter a channel ID.', { name: '   ' });
    expect(screen.getByRole('heading', { level: 1, name: 'Youtube' })).toBeVisible();
    expect(screen.getByPlaceholderText('Enter channel ID')).toBeVisible();
  });

  test('shows the channel details: third avatar, lines, links in a new tab, first banner', async () => {
    mockApi({
      'GET /api/lookups/youtube/channel/UC123': () => channel(),
      'GET /api/lookups/youtube/suggestions': suggestions(['First video']),
    });
    await renderYoutube();
    await search('UC123');
    const block = await screen.findByRole('region', { name: 'Demo Channel' });
    // Nothing loads from YouTube's servers before the visitor asks.
    expect(within(block).getByRole('img', { name: 'Demo Channel' })).toHaveAttribute(
      'src',
      DEFAULT_AVATAR,
    );
    expect(within(block).queryByRole('img', { name: 'Banner of Demo Channel' })).toBeNull();
    expect(
      [...document.querySelectorAll('img')].filter((i) => i.src.startsWith('https://e.com')),
    ).toEqual([]);
    expect(within(block).getByText(/load only when you ask/)).toBeVisible();
    await userEvent
      .setup()
      .click(within(block).getByRole('button', { name: 'Show the pictures from YouTube' }));
    expect(within(block).getByRole('img', { name: 'Demo Channel' })).toHaveAttribute(
      'src',
      'https://e.com/a3',
    );
    expect(within(block).queryByRole('button', { name: /Show the pictures/ })).toBeNull();
    expect(within(block).getByText('Description:').parentElement).toHaveTextContent(
      'Description: All about demos',
    );
    expect(within(block).getByText('Subscribers:').parentElement).toHaveTextContent(
      'Subscribers: 1,234,567',
    );
    const link = within(block).getByRole('link', { name: /Website/ });
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(block).getByText('Banner:')).toBeVisible();
    expect(within(block).getByRole('img', { name: 'Banner of Demo Channel' })).toHaveAttribute(
      'src',
      'https://e.com/b1',
    );
    expect(within(block).getByText('Demo data')).toBeVisible();
    const list = await screen.findByRole('region', { name: 'Suggestions' });
    expect(within(list).getByText('First video')).toBeVisible();
  });

  test('no avatars, links or banners: those parts are left out', async () => {
    mockApi({
      'GET /api/lookups/youtube/channel/UC123': () =>
        channel({ avatars: [], avatarUrl: null, banners: [], bannerUrl: null, links: [] }),
      'GET /api/lookups/youtube/suggestions': suggestions(['First video']),
    });
    await renderYoutube();
    await search('UC123');
    const block = await screen.findByRole('region', { name: 'Demo Channel' });
    expect(within(block).queryByRole('img')).toBeNull();
    expect(within(block).queryByText('Links:')).toBeNull();
    expect(within(block).queryByText('Banner:')).toBeNull();
    expect(within(block).queryByRole('button', { name: /Show the pictures/ })).toBeNull();
  });

  test('a failed channel lookup is shown, not only logged', async () => {
    mockApi({
      'GET /api/lookups/youtube/channel/unknown1': () =>
        replyError('PROVIDER_NOT_FOUND', 'Channel not found.'),
      'GET /api/lookups/youtube/suggestions': suggestions(['First video']),
    });
    await renderYoutube();
    await search('unknown1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong: Channel not found.',
    );
  });

  test('load more appends the next videos by continuation token', async () => {
    const api = mockApi({
      'GET /api/lookups/youtube/channel/UC123': () => channel(),
      'GET /api/lookups/youtube/suggestions': suggestions(['First video'], 'token-1'),
      'GET /api/lookups/youtube/more-videos': ({ query }: ApiCall) =>
        reply(youtubeMoreVideosReplySchema, {
          ...demoMeta,
          videos: [video(`More after ${query.get('continuation')}`)],
          continuation: null,
        }),
    });
    await renderYoutube();
    const user = await search('UC123');
    const list = await screen.findByRole('region', { name: 'Suggestions' });
    await user.click(within(list).getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('More after token-1')).toBeVisible();
    expect(within(list).getByText('First video')).toBeVisible();
    // The last page has no token: no more to load.
    expect(within(list).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.callsTo('GET /api/lookups/youtube/suggestions')[0]?.query.get('q')).toBe('UC123');
  });

  test('an empty suggestions list gives the spec message', async () => {
    mockApi({
      'GET /api/lookups/youtube/channel/empty': () => channel({ title: 'Empty' }),
      'GET /api/lookups/youtube/suggestions': suggestions([]),
    });
    await renderYoutube();
    await search('empty');
    expect(await screen.findByText('No suggestions found or invalid response.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Suggestions' })).toBeNull();
  });

  test('a failed suggestions call gives the spec message, cleared by a new search', async () => {
    let fail = true;
    mockApi({
      'GET /api/lookups/youtube/channel/UC123': () => channel(),
      'GET /api/lookups/youtube/suggestions': () =>
        fail
          ? replyError('UPSTREAM_UNAVAILABLE', 'The data provider is not available.')
          : suggestions(['First video'])(),
    });
    await renderYoutube();
    await search('UC123');
    expect(await screen.findByText('An error occurred while fetching suggestions.')).toBeVisible();
    fail = false;
    await search('UC123');
    expect(await screen.findByRole('region', { name: 'Suggestions' })).toBeVisible();
    expect(screen.queryByText('An error occurred while fetching suggestions.')).toBeNull();
  });
});

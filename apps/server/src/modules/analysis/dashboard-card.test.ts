import { describe, expect, test } from 'vitest';
import { createImageUrls } from '../../lib/image-hosts';
import { dashboardCard, profileUrl, youtubeThumbnailValid } from './dashboard-card';

const { display } = createImageUrls({ secret: 'test-secret' });

const row = {
  username: 'someone',
  name: 'Display Name',
  avatarUrl: null,
  accountCreatedAt: new Date('2020-05-01T00:00:00Z'),
  facts: { bio: 'Facts bio' },
  raw: null,
  source: 'live' as string | null,
};

describe('dashboard cards say where their data came from', () => {
  test("the stored source; an old row's unknown or unreadable one is null", () => {
    expect(dashboardCard('tiktok', { ...row, source: 'demo' }, display).source).toBe('demo');
    expect(dashboardCard('tiktok', row, display).source).toBe('live');
    expect(dashboardCard('tiktok', { ...row, source: null }, display).source).toBeNull();
    expect(dashboardCard('tiktok', { ...row, source: 'edited' }, display).source).toBeNull();
  });
});

describe('dashboard cards follow spec 002 §3', () => {
  test('title rule per platform', () => {
    const raw = { data: { user: { nickname: 'Nick', username: 'user', title: 'T', name: 'N' } } };
    expect(dashboardCard('tiktok', { ...row, raw }, display).title).toBe('Nick');
    expect(dashboardCard('x', { ...row, raw }, display).title).toBe('N');
    expect(dashboardCard('instagram', { ...row, raw: { username: 'u' } }, display).title).toBe('u');
    expect(dashboardCard('youtube', { ...row, raw: { title: 'Channel' } }, display).title).toBe(
      'Channel',
    );
    // Nothing in the raw record: the stored display name.
    expect(dashboardCard('telegram', { ...row, raw: null }, display).title).toBe('Display Name');
  });

  test('description rule per platform, then the stored bio', () => {
    expect(
      dashboardCard('instagram', { ...row, raw: { biography: 'B' } }, display).description,
    ).toBe('B');
    expect(dashboardCard('tiktok', { ...row, raw: { signature: 'S' } }, display).description).toBe(
      'S',
    );
    expect(dashboardCard('x', { ...row, raw: { description: 'D' } }, display).description).toBe(
      'D',
    );
    expect(dashboardCard('x', { ...row, facts: null }, display).description).toBeNull();
  });

  test('link bases, published date, raw JSON', () => {
    expect(profileUrl('youtube', '@chan')).toBe('https://www.youtube.com/@chan');
    expect(profileUrl('instagram', 'a.b')).toBe('https://www.instagram.com/a.b');
    expect(profileUrl('tiktok', 'tok')).toBe('https://www.tiktok.com/@tok');
    expect(profileUrl('telegram', 'tg')).toBe('https://t.me/tg');
    expect(profileUrl('x', 'xx')).toBe('https://x.com/xx');
    const card = dashboardCard('x', { ...row, raw: { name: 'N' } }, display);
    expect(card.publishedAt).toBe('2020-05-01T00:00:00.000Z');
    expect(card.fullJson).toEqual({ name: 'N' });
  });

  test('YouTube thumbnails off its image hosts are missing; Instagram avatars go through the proxy', () => {
    expect(youtubeThumbnailValid('https://yt3.ggpht.com/a.jpg')).toBe(true);
    expect(youtubeThumbnailValid('https://i.ytimg.com/vi/a.jpg')).toBe(true);
    expect(youtubeThumbnailValid('https://example.com/a.jpg')).toBe(false);
    expect(youtubeThumbnailValid('http://yt3.ggpht.com/a.jpg')).toBe(false);
    expect(
      dashboardCard('youtube', { ...row, avatarUrl: 'https://example.com/a.jpg' }, display)
        .avatarUrl,
    ).toBeNull();
    const insta = 'https://scontent-fra.cdninstagram.com/v/p.jpg';
    expect(dashboardCard('instagram', { ...row, avatarUrl: insta }, display).avatarUrl).toMatch(
      new RegExp(`^/api/proxy-image\\?url=${encodeURIComponent(insta)}&sig=[\\w-]{32}$`),
    );
  });
});

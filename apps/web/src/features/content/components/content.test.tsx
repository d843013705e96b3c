import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  contentItemSchema,
  contentPageSchema,
  contentUsageSchema,
  matchPageSchema,
  type ContentForm,
  type CreatorMatch,
} from '@vigil/shared/content';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { schemaReply, startMsw } from '../../../test/msw';
import { renderApp } from '../../../test/render';
import { ContentScreen } from './content-screen';
import { CreatorMatchingScreen } from './creator-matching-screen';
import { chosenFileProblem } from './file-upload';

const ITEM_ID = '3f2b8c1e-5d4a-4b6c-9e8f-0a1b2c3d4e5f';
const item = {
  id: ITEM_ID,
  title: 'Spring collection',
  text: 'Sneakers and streetwear',
  tags: ['fashion', 'ootd'],
  language: 'en' as const,
  country: 'US' as const,
  platform: 'instagram' as const,
  additionalPlatforms: '',
  topics: ['fashion' as const],
  image: null,
  video: null,
  createdAt: '2026-03-01T09:00:00.000Z',
};
const match: CreatorMatch = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  platform: 'instagram',
  username: 'fashion_star',
  name: 'Fashion Star',
  retention: 95,
  topics: ['fashion', 'music'],
  score: 89.3,
  trust: 95,
  reasons: [
    { kind: 'topics', topics: ['fashion'], points: 40 },
    { kind: 'language', language: 'en', points: 15 },
    { kind: 'authenticity', trust: 95, points: 14.3 },
  ],
  source: 'demo',
};
const posted: ContentForm[] = [];
const matchQueries: URLSearchParams[] = [];
startMsw(
  http.get('/api/content/usage', () =>
    schemaReply(contentUsageSchema, {
      usedBytes: Math.round(1.2 * 1024 ** 3),
      quotaBytes: 2 * 1024 ** 3,
    }),
  ),
  http.get('/api/content', () =>
    schemaReply(contentPageSchema, { items: [], page: 1, limit: 10, total: 0, pages: 1 }),
  ),
  http.post('/api/content', async ({ request }) => {
    posted.push((await request.json()) as ContentForm);
    return schemaReply(contentItemSchema, item);
  }),
  http.get(`/api/content/${ITEM_ID}`, () => schemaReply(contentItemSchema, item)),
  http.get(`/api/content/${ITEM_ID}/matches`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    matchQueries.push(params);
    const q = params.get('q');
    const items = q && !'fashion_star'.includes(q.toLowerCase()) ? [] : [match];
    return schemaReply(matchPageSchema, {
      items,
      page: 1,
      limit: 10,
      total: items.length,
      pages: 1,
    });
  }),
);

describe('content upload', { timeout: 30_000 }, () => {
  test('the form shows every rule in the UI language and submits the trimmed values', async () => {
    await renderApp(<ContentScreen />, { url: '/upload', path: '/upload', lang: 'de' });
    const user = userEvent.setup();
    await screen.findByRole('heading', {
      name: 'Inhalte deines Unternehmens / deiner Marke hochladen',
    });
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Bitte gib einen Titel ein.')).toBeVisible();
    expect(screen.getByText('Bitte gib einen Text ein.')).toBeVisible();
    expect(screen.getByText('Bitte gib Tags ein.')).toBeVisible();
    expect(screen.getByText('Bitte wähle eine Sprache.')).toBeVisible();
    expect(screen.getByText('Bitte wähle ein Land.')).toBeVisible();
    expect(screen.getByText('Bitte wähle eine Plattform.')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: /^Titel/ }), 'x'.repeat(101));
    await user.type(screen.getByRole('textbox', { name: /^Tags/ }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(
      await screen.findByText('Der Titel darf höchstens 100 Zeichen lang sein.'),
    ).toBeVisible();
    expect(screen.getByText('Die Tags müssen mindestens 3 Zeichen lang sein.')).toBeVisible();
    expect(posted).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /^Titel/ }));
    await user.type(screen.getByRole('textbox', { name: /^Titel/ }), '  Spring collection ');
    await user.type(screen.getByRole('textbox', { name: /^Text/ }), 'Sneakers and streetwear');
    await user.clear(screen.getByRole('textbox', { name: /^Tags/ }));
    await user.type(screen.getByRole('textbox', { name: /^Tags/ }), 'fashion, ootd');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Sprache/ }), 'en');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Land/ }), 'US');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Plattform/ }), 'instagram');
    expect(screen.getByRole('option', { name: 'USA' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText(/wurde gespeichert/)).toBeVisible();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      title: 'Spring collection',
      tags: 'fashion, ootd',
      language: 'en',
      imageFileId: null,
      videoFileId: null,
    });
    expect(screen.getByRole('link', { name: 'Passende Creator ansehen' })).toHaveAttribute(
      'href',
      `/upload/${ITEM_ID}/creators`,
    );
  });

  test('finding 4.2: the upload screen shows the storage used against the quota, in both languages', async () => {
    const { unmount } = await renderApp(<ContentScreen />, {
      url: '/upload',
      path: '/upload',
      lang: 'de',
    });
    expect(await screen.findByText('Speicher: 1,2 GB von 2 GB belegt')).toBeVisible();
    expect(
      screen.getByRole('progressbar', { name: 'Speicher: 1,2 GB von 2 GB belegt' }),
    ).toHaveAttribute('aria-valuenow', '60');
    unmount();
    await renderApp(<ContentScreen />, { url: '/upload', path: '/upload', lang: 'en' });
    expect(await screen.findByText('Storage: 1.2 GB of 2 GB used')).toBeVisible();
  });

  test('a chosen file of the wrong kind or size is refused before upload', () => {
    const png = new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
    const gif = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    expect(chosenFileProblem(png, 'image')).toBeNull();
    expect(chosenFileProblem(gif, 'image')).toBe('wrongType');
    expect(chosenFileProblem(png, 'video')).toBe('wrongType');
    const big = { type: 'video/mp4', size: 200 * 1024 * 1024 + 1 } as File;
    expect(chosenFileProblem(big, 'video')).toBe('tooLarge');
  });
});

describe('creator matching', { timeout: 30_000 }, () => {
  test('ranked creators with retention, fields of interest and reasons; the empty filter text', async () => {
    await renderApp(<CreatorMatchingScreen />, {
      url: `/upload/${ITEM_ID}/creators`,
      path: '/upload/:id/creators',
      lang: 'en',
    });
    expect(await screen.findByText('Fashion Star', {}, { timeout: 10_000 })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Creator matching' });
    for (const header of ['ID', 'Name', 'Retention rate', 'Fields of interest']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByText('95 %')).toBeVisible();
    expect(within(table).getByText('Shared topics: Fashion (+40)')).toBeVisible();
    expect(within(table).getByText('Speaks English (+15)')).toBeVisible();
    expect(within(table).getByText('Real audience: trust score 95 (+14.3)')).toBeVisible();
    expect(within(table).getByText('89.3 of 100')).toBeVisible();
    expect(within(table).getByTestId('demo-tag')).toHaveTextContent('Demo');
    expect(screen.getAllByTestId('demo-notice')).toHaveLength(1);

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), '  Nobody ');
    expect(
      await screen.findByText('No data matching the filter "nobody"', {}, { timeout: 10_000 }),
    ).toBeVisible();
    const last = matchQueries[matchQueries.length - 1]!;
    expect(last.get('page')).toBe('1'); // back to page 1
  });
});

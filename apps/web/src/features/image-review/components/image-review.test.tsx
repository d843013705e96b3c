import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  acceptReplySchema,
  imageListQuerySchema,
  keywordListSchema,
  monitoredKeywordSchema,
  reviewItemSchema,
  type ReviewItem,
} from '@vigil/shared/image-review';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { errorReply, listEndpoint, schemaReply, startMsw } from '../../../test/msw';
import { renderApp } from '../../../test/render';
import { DetailScreen } from './detail-screen';
import { ImageListScreen } from './image-list-screen';

const IMG = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';

function makeItem(n: number, over: Partial<ReviewItem> = {}): ReviewItem {
  return reviewItemSchema.parse({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    index: 0,
    source: 'lookup',
    // creator1's account came from the demo dataset; the others from a live provider.
    dataSource: n === 1 ? 'demo' : 'live',
    platform: n % 2 ? 'instagram' : 'tiktok',
    keyword: 'coffee',
    username: `creator${n}`,
    userName: `creator${n}`,
    createdAt: new Date(Date.UTC(2026, 10, 27, 10, 0, 0) - n * 60_000).toISOString(),
    imageSrc: IMG,
    caption: `morning #coffee ${n}`,
    priceCents: 499,
    currency: 'eur',
    state: 'pending',
    claim: null,
    decidedAt: null,
    decidedBy: null,
    undoUntil: null,
    secondReview: null,
    licence: null,
    ...over,
  });
}

let rows: ReviewItem[] = [];
const claimed = (item: ReviewItem): ReviewItem => ({
  ...item,
  state: 'claimed',
  claim: { mine: true, until: '2026-11-27T12:05:00.000Z', by: 'me@example.com' },
});
const calls: string[] = [];
let acceptReply: () => Response = () =>
  schemaReply(acceptReplySchema, {
    links: [
      { rel: 'self', href: 'https://api.paypal.test/v2/checkout/orders/O-1' },
      { rel: 'approve', href: 'https://www.paypal.test/checkoutnow?token=O-1' },
    ],
    item: { ...rows[0]!, state: 'accepted' },
  });
const images = listEndpoint({
  path: '/api/image-review/items',
  query: imageListQuerySchema,
  item: reviewItemSchema,
  rows: () => rows,
  columns: ['id'],
  matches: (r, q) =>
    !q.status || r.state === q.status || (q.status === 'pending' && r.state === 'claimed'),
});
const byId = (id: string) => rows.find((r) => r.id === id)!;
startMsw(
  images.handler,
  http.get('/api/image-review/items/:id', ({ params }) =>
    schemaReply(reviewItemSchema, byId(String(params.id))),
  ),
  http.post('/api/image-review/items/:id/:action', async ({ params }) => {
    const id = String(params.id);
    calls.push(`${String(params.action)} ${id}`);
    const item = byId(id);
    switch (params.action) {
      case 'claim':
        return schemaReply(reviewItemSchema, claimed(item));
      case 'release':
        return schemaReply(reviewItemSchema, item);
      case 'deny':
        return schemaReply(reviewItemSchema, {
          ...item,
          state: 'denied',
          claim: null,
          undoUntil: new Date(Date.now() + 10_000).toISOString(),
        });
      case 'undo':
        return schemaReply(reviewItemSchema, claimed(item));
      case 'accept':
        return acceptReply();
      default:
        return errorReply('NOT_FOUND', 'no');
    }
  }),
  http.get('/api/image-review/keywords', () =>
    schemaReply(keywordListSchema, {
      items: [{ id: 'k1', keyword: 'coffee', createdAt: '2026-11-27T09:00:00.000Z', items: 3 }],
    }),
  ),
  http.post('/api/image-review/keywords', async ({ request }) => {
    const body = (await request.json()) as { keyword: string };
    calls.push(`keyword ${body.keyword}`);
    if (body.keyword === 'coffee') return errorReply('CONFLICT', 'exists');
    return HttpResponse.json(
      monitoredKeywordSchema.parse({
        id: 'k2',
        keyword: body.keyword,
        createdAt: '2026-11-27T09:00:00.000Z',
        items: 0,
      }),
      { status: 201 },
    );
  }),
);

beforeEach(() => {
  rows = Array.from({ length: 12 }, (_, i) => makeItem(i + 1));
  calls.length = 0;
  images.requests.length = 0;
});
afterEach(() => vi.restoreAllMocks());

const renderList = (url = '/image-list', lang: 'de' | 'en' = 'en') =>
  renderApp(<ImageListScreen />, {
    url,
    path: '/image-list',
    lang,
    session: { role: 'admin' },
    extraPaths: ['/detail/:id'],
  });

async function table(name = 'Image List') {
  // The loading table is replaced by another element once the rows arrive.
  await screen.findByRole('table', { name });
  await waitFor(() => expect(screen.queryAllByTestId('skeleton-row')).toEqual([]), {
    timeout: 5000,
  });
  const found = screen.getByRole('table', { name });
  await within(found).findAllByRole('button', { name: /^(Show|Bild)/ });
  return found;
}

describe('Image List', { timeout: 20_000 }, () => {
  test("the spec's columns, a Show button per row and a real pager", async () => {
    await renderList();
    const t = await table();
    const headers = within(t)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼]/, '').trim());
    expect(headers).toEqual(['Platform', 'Keyword', 'Username', 'Datetime', 'Action']);
    expect(within(t).getAllByRole('button', { name: /^Show the image of/ })).toHaveLength(10);
    expect(within(t).getByText('creator1')).toBeInTheDocument();
    // The demo row is tagged (once), and the screen says once what that means.
    expect(within(t).getAllByTestId('demo-tag')).toHaveLength(1);
    expect(within(t).getByText('creator1').closest('td')).toHaveTextContent('creator1 Demo');
    expect(screen.getAllByTestId('demo-notice')).toHaveLength(1);
    expect(screen.getByText('12 images')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(images.requests.at(-1)?.get('page')).toBe('2'));
    expect(await within(await table()).findByText('creator11')).toBeInTheDocument();
  });

  test('Show opens the modal (platform heading, keyword, blurred image, Accept, Deny); D denies and opens the next item; Undo takes it back', async () => {
    const user = userEvent.setup();
    await renderList();
    const t = await table();
    await user.click(
      within(t).getByRole('button', { name: 'Show the image of creator1 (Instagram)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Instagram' });
    expect(within(dialog).getByText('coffee')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'Image of creator1 on Instagram' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('review-image')).toHaveAttribute('data-revealed', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Reveal image' }));
    expect(within(dialog).getByTestId('review-image')).toHaveAttribute('data-revealed', 'true');
    expect(within(dialog).getByText(/Keyboard shortcuts/)).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain(`claim ${rows[0]!.id}`));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Deny' })).toBeEnabled());

    await user.keyboard('d');
    await waitFor(() => expect(calls).toContain(`deny ${rows[0]!.id}`));
    // The next item (creator2, TikTok) opens in the modal.
    expect(await screen.findByRole('dialog', { name: 'TikTok' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain(`claim ${rows[1]!.id}`));
    const undo = await screen.findByRole('button', { name: /^Undo \(\d+ s\)$/ });
    await user.click(undo);
    await waitFor(() => expect(calls).toContain(`undo ${rows[0]!.id}`));
    expect(await screen.findByRole('dialog', { name: 'Instagram' })).toBeInTheDocument();
  });

  test('J and K move between items; Esc closes the modal and gives the claim back', async () => {
    const user = userEvent.setup();
    await renderList();
    await user.click(within(await table()).getByRole('button', { name: /creator1 / }));
    await screen.findByRole('dialog', { name: 'Instagram' });
    await waitFor(() => expect(calls).toContain(`claim ${rows[0]!.id}`));
    await user.keyboard('j');
    expect(await screen.findByRole('dialog', { name: 'TikTok' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain(`release ${rows[0]!.id}`));
    await user.keyboard('k');
    expect(await screen.findByRole('dialog', { name: 'Instagram' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test("Accept goes to the link whose rel is 'approve'; a failure is shown, not swallowed", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderList();
    await user.click(within(await table()).getByRole('button', { name: /creator1 / }));
    const dialog = await screen.findByRole('dialog', { name: 'Instagram' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeEnabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://www.paypal.test/checkoutnow?token=O-1'),
    );

    acceptReply = () => errorReply('UPSTREAM_UNAVAILABLE', 'PayPal is down');
    await user.keyboard('{Escape}');
    await user.click(within(await table()).getByRole('button', { name: /creator2 / }));
    const second = await screen.findByRole('dialog', { name: 'TikTok' });
    await waitFor(() =>
      expect(within(second).getByRole('button', { name: 'Accept' })).toBeEnabled(),
    );
    await user.keyboard('a');
    expect(await within(second).findByRole('alert')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  test('the carousel shows at most 16 images, advances every second, pauses on hover, and a slide opens the detail', async () => {
    rows = Array.from({ length: 20 }, (_, i) => makeItem(i + 1));
    await renderList();
    const carousel = await screen.findByRole('region', {
      name: 'Latest pending images, a slideshow',
    });
    await within(carousel).findByText('Image 1 of 16');
    await waitFor(() => expect(within(carousel).getByText('Image 2 of 16')).toBeInTheDocument(), {
      timeout: 2500,
    });
    fireEvent.mouseEnter(carousel);
    const now = within(carousel).getByText(/^Image \d+ of 16$/).textContent;
    await act(() => new Promise((r) => setTimeout(r, 1500)));
    expect(within(carousel).getByText(/^Image \d+ of 16$/).textContent).toBe(now);
    fireEvent.mouseLeave(carousel);
    const [slide] = within(carousel).getAllByTestId('carousel-slide');
    expect(slide).toHaveAttribute('href', expect.stringMatching(/\/detail\/0{8}-/));
  });

  test('with reduced motion the carousel does not move by itself', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('prefers-reduced-motion'),
    })) as typeof window.matchMedia;
    try {
      rows = Array.from({ length: 20 }, (_, i) => makeItem(i + 1));
      await renderList();
      const carousel = await screen.findByRole('region', {
        name: 'Latest pending images, a slideshow',
      });
      await within(carousel).findByText('Image 1 of 16');
      await act(() => new Promise((r) => setTimeout(r, 1500)));
      expect(within(carousel).getByText('Image 1 of 16')).toBeInTheDocument();
      expect(within(carousel).queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  test('keywords: a new keyword is sent normalised; a duplicate and an invalid one are explained', async () => {
    const user = userEvent.setup();
    await renderList();
    const input = await screen.findByLabelText('New keyword');
    await user.type(input, 'a/b');
    await user.click(screen.getByRole('button', { name: 'Add keyword' }));
    expect(
      await screen.findByText('Letters, digits, spaces, - and _ only (at most 50).'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('keyword'))).toEqual([]);
    await user.clear(input);
    await user.type(input, '#Coffee');
    await user.click(screen.getByRole('button', { name: 'Add keyword' }));
    expect(await screen.findByText('This keyword is monitored already.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Latte Art');
    await user.click(screen.getByRole('button', { name: 'Add keyword' }));
    await waitFor(() => expect(calls).toContain('keyword latte art'));
  });

  test('German texts', async () => {
    await renderList('/image-list', 'de');
    const t = await table('Bildliste');
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[▲▼]/, '').trim()),
    ).toEqual(['Plattform', 'Stichwort', 'Benutzername', 'Datum und Uhrzeit', 'Aktion']);
    expect(within(t).getAllByRole('button', { name: /anzeigen$/ }).length).toBeGreaterThan(0);
  });
});

describe('Detail View', { timeout: 20_000 }, () => {
  test('a deep link shows user name, keyword, platform, the image, Accept and Deny; D denies', async () => {
    const user = userEvent.setup();
    const item = rows[1]!;
    await renderApp(<DetailScreen />, {
      url: `/detail/${item.id}`,
      path: '/detail/:id',
      session: { role: 'admin' },
      extraPaths: ['/image-list'],
    });
    expect(await screen.findByRole('heading', { name: 'Detail View' })).toBeInTheDocument();
    expect(await screen.findByText('creator2')).toBeInTheDocument();
    expect(screen.getByText('TikTok')).toBeInTheDocument();
    expect(screen.getByText('coffee')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image of creator2 on TikTok' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deny' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    await user.keyboard('d');
    await waitFor(() => expect(calls).toContain(`deny ${item.id}`));
    expect(await screen.findByText('Image of creator2 denied.')).toBeInTheDocument();
  });
});

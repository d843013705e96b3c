import { outboxMessageSchema, type OutboxMessage } from '@vigil/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { errorReply, listEndpoint, startMsw } from '../../../test/msw';
import { renderApp } from '../../../test/render';
import { outboxTableQuerySchema } from '../list-query';
import { OutboxScreen } from './outbox-screen';

const link = 'http://127.0.0.1:8080/#/verify-email?token=abcdefghijklmnopqrstuvwxyz';
const mail: OutboxMessage = {
  id: 'm-1',
  channel: 'email',
  to: 'ada@example.com',
  subject: 'Vigil: please verify your e-mail address',
  body: `Welcome to Vigil.\n\nPlease verify your e-mail address by opening this link:\n${link}\n\nThanks.`,
  createdAt: '2026-03-01T09:31:00.000Z',
};
const sms: OutboxMessage = {
  id: 'm-2',
  channel: 'sms',
  to: '+49 1701234567',
  subject: null,
  body: 'Your Vigil verification code is 123456.',
  createdAt: '2026-03-01T09:30:00.000Z',
};
const message = (n: number): OutboxMessage => ({
  ...sms,
  id: `m-${n + 10}`,
  body: `Code ${n}`,
  createdAt: new Date(Date.UTC(2026, 2, 1, 9, 0, n)).toISOString(),
});

/** `GET /api/outbox` from the shared schemas: the list query parsed, rows parsed, newest first. */
const db = { rows: [] as OutboxMessage[] };
const outbox = listEndpoint({
  path: '/api/outbox',
  query: outboxTableQuerySchema,
  item: outboxMessageSchema.transform((m) => ({ ...m, created_at: m.createdAt })),
  rows: () => db.rows.map((m) => ({ ...m, created_at: m.createdAt })),
  columns: ['id', 'channel', 'to', 'subject', 'body', 'createdAt'],
});
const server = startMsw(outbox.handler);
afterEach(() => {
  db.rows = [];
  outbox.requests.length = 0;
});

const renderOutbox = (url = '/outbox', lang: 'de' | 'en' = 'en') =>
  renderApp(<OutboxScreen />, { url, path: '/outbox', lang, session: { role: 'admin' } });
const table = async () => {
  await waitFor(() => expect(screen.queryAllByTestId('skeleton-row')).toEqual([]));
  return screen.findByRole('table', { name: 'Outbox' });
};

describe('OutboxScreen', { timeout: 20_000 }, () => {
  test('explains the outbox and lists the stored messages with clickable links', async () => {
    db.rows = [sms, mail];
    await renderOutbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    expect(screen.getByText(/no mail server \(SMTP_URL\) and no SMS gateway/)).toBeVisible();
    // Issue 20 §2 (finding 2.1): the screen says the texts are secrets, for admins only.
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Admins only');
    expect(notice).toHaveTextContent(
      'writes only recipient and subject to its log, never the text',
    );
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('E-mail');
    expect(rows[1]).toHaveTextContent('ada@example.com');
    expect(rows[1]).toHaveTextContent('Vigil: please verify your e-mail address');
    expect(within(rows[1]!).getByRole('link', { name: link })).toHaveAttribute('href', link);
    expect(rows[2]).toHaveTextContent('SMS');
    expect(rows[2]).toHaveTextContent('(no subject)');
    expect(rows[2]).toHaveTextContent('Your Vigil verification code is 123456.');
    expect(screen.getByText('2 messages')).toBeVisible();
    expect(Object.fromEntries(outbox.last())).toMatchObject({ page: '1', limit: '20' });
  });

  test('page and page size live in the URL and the pager moves them', async () => {
    db.rows = Array.from({ length: 60 }, (_, i) => message(i));
    const { router } = await renderOutbox('/outbox?page=2');
    await table();
    expect(outbox.last().get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(outbox.last().get('page')).toBe('3'));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(router.state.location.search).toBe('?limit=50'));
    await waitFor(() => expect(screen.getByText('Page 1 of 2')).toBeVisible());
  });

  test('sorts by recipient, searches and filters by channel on the server, in the URL', async () => {
    db.rows = [sms, mail];
    const { router } = await renderOutbox('/outbox', 'de');
    expect(screen.getByRole('note')).toHaveTextContent('Nur für Admins');
    await waitFor(() => expect(screen.queryAllByTestId('skeleton-row')).toEqual([]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Empfänger/ }));
    // The list's default order is descending (newest first), so ascending is spelled out.
    await waitFor(() => expect(router.state.location.search).toBe('?sort=to&order=asc'));
    await waitFor(() => expect(outbox.last().get('sort')).toBe('to'));
    expect(outbox.last().get('order')).toBe('asc');
    await user.selectOptions(screen.getByLabelText('Kanal'), 'sms');
    await waitFor(() => expect(outbox.last().get('channel')).toBe('sms'));
    await user.type(screen.getByLabelText('Suche'), 'nobody');
    await waitFor(() => expect(outbox.last().get('q')).toBe('nobody'));
    expect(router.state.location.search).toContain('channel=sms');
    expect(router.state.location.search).toContain('q=nobody');
  });

  test('says so when there are no messages', async () => {
    await renderOutbox('/outbox', 'de');
    expect(await screen.findByText('Noch keine Nachrichten.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('a load failure is shown with a retry', async () => {
    // A 4xx: the app does not retry it by itself, the user does.
    server.use(http.get('/api/outbox', () => errorReply('NOT_FOUND', 'Not here.'), { once: true }));
    db.rows = [mail];
    await renderOutbox();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The outbox could not be loaded.');
    // The code's text in the UI language, never the server's English message.
    expect(alert).toHaveTextContent('What you asked for was not found.');
    expect(alert).not.toHaveTextContent('Not here.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await table()).toHaveTextContent('ada@example.com');
  });
});

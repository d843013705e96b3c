import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditPageSchema, type AuditEntryDto } from '@vigil/shared/privacy';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { schemaReply, startMsw } from '../../../test/msw';
import { renderApp } from '../../../test/render';
import { AuditScreen } from './audit-screen';

const entries: AuditEntryDto[] = [
  {
    id: 'a-1',
    createdAt: '2026-03-01T09:31:00.000Z',
    actorId: '0b6f5a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    actorEmail: 'admin@example.com',
    action: 'profile.verify',
    subjectType: 'profile',
    subjectId: 'CPT-ABC123',
    details: {},
  },
  {
    id: 'a-2',
    createdAt: '2026-03-01T09:30:00.000Z',
    actorId: null,
    actorEmail: null,
    action: 'payment.fulfil',
    subjectType: 'profile',
    subjectId: 'CPT-ABC123',
    details: { amountCents: 990 },
  },
];
const requests: URLSearchParams[] = [];
startMsw(
  http.get('/api/audit', ({ request }) => {
    requests.push(new URL(request.url).searchParams);
    return schemaReply(auditPageSchema, {
      items: entries,
      page: 1,
      limit: 20,
      total: entries.length,
      pages: 1,
    });
  }),
);

const renderAudit = (url = '/audit', lang: 'de' | 'en' = 'en') =>
  renderApp(<AuditScreen />, { url, path: '/audit', lang, session: { role: 'admin' } });

describe('AuditScreen', { timeout: 20_000 }, () => {
  test('lists entries with who acted (the system when nobody), the subject and details', async () => {
    await renderAudit();
    await waitFor(() => expect(screen.queryAllByTestId('skeleton-row')).toEqual([]));
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('profile.verify')).toBeVisible();
    expect(within(table).getByText('System')).toBeInTheDocument();
    expect(within(table).getByText('{"amountCents":990}')).toBeInTheDocument();
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });

  test('the filter form puts actor, subject and days into the query', async () => {
    await renderAudit();
    await screen.findByRole('table', { name: 'Audit log' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Who'), 'admin@');
    await user.type(screen.getByLabelText('Subject'), 'profile:CPT-ABC123');
    await user.type(screen.getByLabelText('From (day)'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => {
      const last = requests.at(-1)!;
      expect(last.get('actor')).toBe('admin@');
      expect(last.get('subject')).toBe('profile:CPT-ABC123');
      expect(last.get('from')).toBe('2026-03-01');
      expect(last.get('page')).toBe('1');
    });
  });

  test('German texts', async () => {
    await renderAudit('/audit', 'de');
    expect(await screen.findByRole('table', { name: 'Änderungsprotokoll' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter anwenden' })).toBeInTheDocument();
  });
});

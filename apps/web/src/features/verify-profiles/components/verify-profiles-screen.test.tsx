import { adminProfileSchema, screenshotUploadReplySchema, type AdminProfile } from '@vigil/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { errorReply, listEndpoint, schemaReply, startMsw } from '../../../test/msw';
import { renderApp } from '../../../test/render';
import { profileTableQuerySchema } from '../list-query';
import { VerifyProfilesScreen } from './verify-profiles-screen';
import { captureDownloads } from '../../../test/downloads';

const profile = (n: number, over: Partial<AdminProfile> = {}): AdminProfile => ({
  id: `CPT-PROFILE${String(n).padStart(4, '0')}`,
  full_name: `Person ${String(n).padStart(2, '0')}`,
  email: `person${n}@example.com`,
  platform: 'instagram',
  username: `person${n}`,
  profile_url: `https://www.instagram.com/person${n}`,
  status: 'unpaid',
  is_verified: false,
  paid: false,
  screenshot_filename: `shot-${n}.png`,
  screenshot_url: `https://vigil.example/uploads/shot-${n}.png`,
  verified_at: null,
  paid_at: null,
  deleted_at: null,
  created_at: '2026-03-01T10:00:00.000Z',
  ...over,
});

/**
 * `GET /api/profiles` built from the shared schemas: the request is parsed with the table's
 * list-query schema, rows with `adminProfileSchema`; it filters by status and search.
 */
const db = { rows: [] as AdminProfile[] };
const profiles = listEndpoint({
  path: '/api/profiles',
  query: profileTableQuerySchema,
  item: adminProfileSchema,
  rows: () => db.rows,
  columns: ['id', 'full_name', 'email', 'platform', 'username', 'status'],
  matches: (p, q) =>
    (!q.q ||
      `${p.full_name} ${p.email} ${p.id}`.toLowerCase().includes(String(q.q).toLowerCase())) &&
    (!q.status ||
      ((q.status === 'revoked' ? p.status === 'revoked' : p.status !== 'revoked') &&
        (q.status !== 'awaiting_review' || p.status === 'awaiting_review'))),
});
/** Every request the screen made: method, path and query. */
const calls: { method: string; path: string; query: URLSearchParams; body?: FormData }[] = [];
const server = startMsw(profiles.handler);
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  calls.push({ method: request.method, path: url.pathname, query: url.searchParams });
});
afterEach(() => {
  db.rows = [];
  calls.length = 0;
  profiles.requests.length = 0;
  vi.unstubAllGlobals();
});
const callsTo = (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);

const renderAdmin = (url = '/verify-profiles') =>
  renderApp(<VerifyProfilesScreen />, {
    url,
    path: '/verify-profiles',
    lang: 'de',
    session: { role: 'admin' },
  });

/** The table with its rows (the skeleton table while loading has the same name). */
const table = async () => {
  await waitFor(() => expect(screen.queryAllByTestId('skeleton-row')).toEqual([]));
  return screen.findByRole('table', { name: 'Profile verwalten' });
};
const rowOf = async (name: string) =>
  (await screen.findByText(name, { selector: 'p' })).closest('tr') as HTMLElement;
const lastList = () => profiles.last();
const png = (name = 'new.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** The server stores the upload as `fresh.png`: the list shows it from then on. */
const storedFresh = () => {
  db.rows = [profile(1, { screenshot_filename: 'fresh.png' })];
  return schemaReply(screenshotUploadReplySchema, {
    filename: 'fresh.png',
    screenshot_url: 'https://vigil.example/uploads/fresh.png',
  });
};

describe('VerifyProfilesScreen: table', { timeout: 20_000 }, () => {
  test('asks for page 1, 10 rows, full_name ascending; shows the columns and the pager', async () => {
    db.rows = Array.from({ length: 25 }, (_, i) => profile(i + 1));
    await renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile verwalten' })).toBeVisible();
    const t = await table();
    const headers = within(t)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Screenshot', 'Full Name ▲', 'Email', 'Id', 'Status', 'Aktion']);
    expect(within(t).getByRole('columnheader', { name: /Full Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(t).getAllByRole('row')).toHaveLength(11);
    // Exactly the shared list-query fields.
    expect(Object.fromEntries(lastList())).toEqual({
      page: '1',
      limit: '10',
      sort: 'full_name',
      order: 'asc',
    });
    expect(screen.getByText('Seite 1 von 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Erste Seite' })).toHaveTextContent('«');
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Letzte Seite' })).toHaveTextContent('»');
    expect(screen.getByLabelText('Einträge pro Seite')).toHaveValue('10');
    expect(
      within(screen.getByLabelText('Einträge pro Seite'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50', '100']);
  });

  test('clicking a column sorts it ascending, clicking again flips it; the arrow follows', async () => {
    db.rows = Array.from({ length: 12 }, (_, i) => profile(i + 1));
    const { router } = await renderAdmin('/verify-profiles?page=2');
    const user = userEvent.setup();
    await user.click(within(await table()).getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=email'));
    await waitFor(() => expect(lastList().get('sort')).toBe('email'));
    expect(lastList().get('page')).toBe('1');
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveTextContent('Email ▲');
    expect(screen.getByRole('columnheader', { name: /Full Name/ })).toHaveTextContent(
      /^Full Name$/,
    );
    await user.click(screen.getByRole('button', { name: /^Email/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=email&order=desc'));
    await waitFor(() => expect(lastList().get('order')).toBe('desc'));
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveTextContent('Email ▼');
  });

  test('«, Zurück, Weiter and » page through the server; the page lives in the URL', async () => {
    db.rows = Array.from({ length: 35 }, (_, i) => profile(i + 1));
    const { router } = await renderAdmin();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(screen.getByText('Seite 2 von 4')).toBeVisible());
    expect(router.state.location.search).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: 'Letzte Seite' }));
    await waitFor(() => expect(screen.getByText('Seite 4 von 4')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6),
    );
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(screen.getByText('Seite 3 von 4')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Erste Seite' }));
    await waitFor(() => expect(screen.getByText('Seite 1 von 4')).toBeVisible());
    // Page 1 comes back from the cache; every other page was asked of the server.
    expect(profiles.requests.map((q) => q.get('page'))).toEqual(['1', '2', '4', '3']);
    expect(router.state.location.search).toBe('');
  });

  test('page size, search and status filter go to the URL and the server, back to page 1', async () => {
    db.rows = Array.from({ length: 60 }, (_, i) => profile(i + 1));
    const { router } = await renderAdmin('/verify-profiles?page=3');
    await table();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Einträge pro Seite'), '25');
    await waitFor(() => expect(router.state.location.search).toBe('?limit=25'));
    await waitFor(() => expect(lastList().get('limit')).toBe('25'));
    await user.selectOptions(screen.getByLabelText('Status'), 'awaiting_review');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?limit=25&status=awaiting_review'),
    );
    // Three keystrokes in quick succession: the search waits for the typing to stop.
    const search = screen.getByLabelText('Suche');
    for (const value of ['a', 'ad', 'ada']) fireEvent.change(search, { target: { value } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?limit=25&q=ada&status=awaiting_review'),
    );
    await waitFor(() => expect(lastList().get('q')).toBe('ada'));
    expect(lastList().get('status')).toBe('awaiting_review');
    expect(lastList().get('page')).toBe('1');
    expect(profiles.requests.filter((q) => ['a', 'ad'].includes(q.get('q') ?? ''))).toEqual([]);
  });

  test('a row: 60 px thumbnail with Öffnen, state badges, Verifizieren only while unverified', async () => {
    db.rows = [
      profile(1),
      profile(2, { status: 'unlocked', is_verified: true, paid: true }),
      profile(3, { status: 'revoked', deleted_at: '2026-03-03T10:00:00.000Z' }),
    ];
    server.use(
      http.post('/api/verify-profile/CPT-PROFILE0001', () =>
        schemaReply(adminProfileSchema, profile(1, { is_verified: true })),
      ),
    );
    await renderAdmin('/verify-profiles?status=');
    const first = await rowOf('Person 01');
    const thumb = within(first).getByRole('img', { name: 'Screenshot von Person 01' });
    expect(thumb).toHaveAttribute('src', '/uploads/shot-1.png');
    expect(thumb.style.width).toContain('3.75rem'); // 60 px
    expect(within(first).getByRole('button', { name: /^Öffnen/ })).toBeVisible();
    expect(within(first).getByText('Nicht verifiziert')).toBeVisible();
    expect(within(first).getByText('Nicht bezahlt')).toBeVisible();
    const second = await rowOf('Person 02');
    expect(within(second).getByText('Verifiziert')).toBeVisible();
    expect(within(second).getByText('Bezahlt')).toBeVisible();
    expect(within(second).queryByRole('button', { name: /^Verifizieren/ })).toBeNull();

    await userEvent.setup().click(within(first).getByRole('button', { name: /^Verifizieren/ }));
    await waitFor(() =>
      expect(callsTo('POST /api/verify-profile/CPT-PROFILE0001')).toHaveLength(1),
    );
    await waitFor(() => expect(callsTo('GET /api/profiles')).toHaveLength(2));
  });

  test('a deleted profile (status filter Gelöscht) has no actions', async () => {
    db.rows = [profile(3, { status: 'revoked', deleted_at: '2026-03-03T10:00:00.000Z' })];
    await renderAdmin('/verify-profiles?status=revoked');
    const third = await rowOf('Person 03');
    expect(within(third).getByText('Gelöscht')).toBeVisible();
    expect(within(third).queryByRole('button', { name: /^Löschen/ })).toBeNull();
  });

  test('Löschen asks "Profil wirklich löschen?"; cancelling deletes nothing', async () => {
    db.rows = [profile(1)];
    await renderAdmin();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Person 01')).getByRole('button', { name: /^Löschen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Profil wirklich löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  test('deleting the only row of the last page moves to the new last page', async () => {
    db.rows = Array.from({ length: 21 }, (_, i) => profile(i + 1));
    server.use(
      http.delete('/api/delete-profile/CPT-PROFILE0021', () => {
        const gone = db.rows.pop()!;
        return schemaReply(adminProfileSchema, {
          ...gone,
          status: 'revoked',
          deleted_at: gone.created_at,
        });
      }),
    );
    const { router } = await renderAdmin('/verify-profiles?page=3');
    expect(await screen.findByText('Seite 3 von 3')).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Person 21')).getByRole('button', { name: /^Löschen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Profil wirklich löschen?' });
    expect(dialog).toHaveTextContent('Person 21 (CPT-PROFILE0021)');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Seite 2 von 2')).toBeVisible();
    expect(callsTo('DELETE /api/delete-profile/CPT-PROFILE0021')).toHaveLength(1);
    expect(await rowOf('Person 20')).toBeTruthy();
  });

  test('a failed delete is shown, not only logged', async () => {
    db.rows = [profile(1)];
    server.use(
      http.delete('/api/delete-profile/CPT-PROFILE0001', () =>
        errorReply('NOT_FOUND', 'No profile.'),
      ),
    );
    await renderAdmin();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Person 01')).getByRole('button', { name: /^Löschen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Profil wirklich löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Das Profil konnte nicht gelöscht werden: Das Gesuchte wurde nicht gefunden.',
    );
  });

  test('no profiles at all, and none for a search, say so differently', async () => {
    await renderAdmin();
    expect(await screen.findByText('Noch keine Profile registriert.')).toBeVisible();
    db.rows = [profile(1)];
    const search = screen.getByLabelText('Suche');
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(await screen.findByText('Keine Profile gefunden.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Suche und Filter zurücksetzen' })).toBeVisible();
  });

  test('the export downloads the filtered list from the same endpoint', async () => {
    db.rows = [profile(1), profile(2, { full_name: 'Ada Lovelace' })];
    const downloads = captureDownloads();
    await renderAdmin('/verify-profiles?q=ada&sort=email&order=desc');
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exportieren' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Als CSV', hidden: true }));
    expect(await screen.findByText('export.csv wurde heruntergeladen.')).toBeVisible();
    downloads.stop();
    expect(downloads.names()).toEqual(['export.csv']);
    expect(Object.fromEntries(lastList())).toEqual({
      sort: 'email',
      order: 'desc',
      q: 'ada',
      format: 'csv',
    });
  });
});

describe('VerifyProfilesScreen: narrow screens', { timeout: 20_000 }, () => {
  test('at phone width every row is a card whose actions are on screen', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    db.rows = [profile(1)];
    await renderAdmin();
    const list = await screen.findByRole('list', { name: 'Profile verwalten' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('listitem');
    expect(within(card).getByText('Person 01')).toBeVisible();
    expect(within(card).getByText('person1@example.com').tagName).toBe('DD');
    expect(within(card).getByRole('button', { name: /^Verifizieren/ })).toBeVisible();
    expect(within(card).getByRole('button', { name: /^Löschen/ })).toBeVisible();
    expect(within(card).getByRole('button', { name: /^Öffnen/ })).toBeVisible();
  });
});

describe('VerifyProfilesScreen: row upload', { timeout: 20_000 }, () => {
  const fileInputOf = (row: HTMLElement) =>
    row.querySelector<HTMLInputElement>('input[type="file"]')!;

  test('refused files raise the spec alerts and clear the input', async () => {
    db.rows = [profile(1)];
    await renderAdmin();
    const row = await rowOf('Person 01');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInputOf(row), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nur PNG- oder JPEG-Dateien sind erlaubt.',
    );
    expect(fileInputOf(row).files).toHaveLength(0);
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(fileInputOf(row), big);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Maximal 8 MB pro Datei.'),
    );
    expect(fileInputOf(row).files).toHaveLength(0);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  test('preview with Hochladen / Abbrechen, "Lädt…" while uploading, then the new file', async () => {
    db.rows = [profile(1)];
    let finish: () => void = () => {};
    let sent: File | null = null;
    server.use(
      http.post('/api/upload-screenshot/CPT-PROFILE0001', async ({ request }) => {
        sent = (await request.formData()).get('screenshot') as File;
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        return storedFresh();
      }),
    );
    await renderAdmin();
    const user = userEvent.setup();
    let row = await rowOf('Person 01');
    await user.upload(fileInputOf(row), png());
    expect(within(row).getByRole('img', { name: 'Vorschau des neuen Screenshots' })).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Abbrechen' }));
    expect(within(row).queryByRole('img', { name: 'Vorschau des neuen Screenshots' })).toBeNull();

    await user.upload(fileInputOf(row), png());
    await user.click(within(row).getByRole('button', { name: 'Hochladen' }));
    expect(await within(row).findByRole('button', { name: 'Lädt…' })).toBeDisabled();
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.name).toBe('new.png');
    finish();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table')).getByRole('img', { name: 'Screenshot von Person 01' }),
      ).toHaveAttribute('src', '/uploads/fresh.png'),
    );
    row = await rowOf('Person 01');
    expect(within(row).queryByRole('button', { name: 'Hochladen' })).toBeNull();
  });

  test('a failed upload alerts "Upload fehlgeschlagen: {message}" in German', async () => {
    db.rows = [profile(1)];
    server.use(
      http.post('/api/upload-screenshot/CPT-PROFILE0001', () =>
        errorReply('UNSUPPORTED_MEDIA_TYPE', 'Only PNG or JPEG images are allowed.'),
      ),
    );
    await renderAdmin();
    const user = userEvent.setup();
    const row = await rowOf('Person 01');
    await user.upload(fileInputOf(row), png());
    await user.click(within(row).getByRole('button', { name: 'Hochladen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Upload fehlgeschlagen: Nur PNG- oder JPEG-Dateien sind erlaubt.',
    );
  });
});
describe('VerifyProfilesScreen: screenshot modal', { timeout: 20_000 }, () => {
  const zoomText = (dialog: HTMLElement) => within(dialog).getByTestId('zoom-level').textContent;
  const image = (dialog: HTMLElement) =>
    within(dialog).getByRole('img', { name: 'Screenshot von Person 01' });

  async function openModal() {
    db.rows = [profile(1)];
    server.use(http.post('/api/upload-screenshot/CPT-PROFILE0001', storedFresh));
    await renderAdmin();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Person 01')).getByRole('button', { name: /^Öffnen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Screenshot' });
    return { user, dialog };
  }

  test('zoom −, Reset, + in steps of 0.2 between 0.2 and 5; rotation in 90° steps', async () => {
    const { user, dialog } = await openModal();
    expect(image(dialog)).toHaveAttribute('src', '/uploads/shot-1.png');
    expect(zoomText(dialog)).toBe('Zoom: 100 %');
    const zoomIn = within(dialog).getByRole('button', { name: 'Vergrößern' });
    const zoomOut = within(dialog).getByRole('button', { name: 'Verkleinern' });
    expect(zoomIn).toHaveTextContent('+');
    expect(zoomOut).toHaveTextContent('−');
    await user.click(zoomIn);
    expect(zoomText(dialog)).toBe('Zoom: 120 %');
    // 1.2 → 5 in steps of 0.2 is 19 clicks; more are refused by the disabled button.
    for (let i = 0; i < 25; i++) fireEvent.click(zoomIn);
    expect(zoomText(dialog)).toBe('Zoom: 500 %');
    expect(zoomIn).toBeDisabled();
    for (let i = 0; i < 30; i++) fireEvent.click(zoomOut);
    expect(zoomText(dialog)).toBe('Zoom: 20 %');
    expect(zoomOut).toBeDisabled();
    expect(image(dialog)).toHaveAttribute('data-zoom', '0.2');

    const rotate = within(dialog).getByRole('button', { name: 'Um 90° drehen' });
    await user.click(rotate);
    expect(image(dialog).style.transform).toBe('rotate(90deg) scale(0.2)');
    for (let i = 0; i < 4; i++) await user.click(rotate);
    expect(image(dialog)).toHaveAttribute('data-rotation', '90');

    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(zoomText(dialog)).toBe('Zoom: 100 %');
    expect(image(dialog).style.transform).toBe('rotate(0deg) scale(1)');
  });

  test('the mouse wheel zooms by 0.1 within the same bounds', async () => {
    const { dialog } = await openModal();
    const viewer = within(dialog).getByRole('group', { name: /Mausrad zoomt/ });
    fireEvent.wheel(viewer, { deltaY: -100 });
    expect(zoomText(dialog)).toBe('Zoom: 110 %');
    fireEvent.wheel(viewer, { deltaY: 100 });
    fireEvent.wheel(viewer, { deltaY: 100 });
    expect(zoomText(dialog)).toBe('Zoom: 90 %');
    for (let i = 0; i < 20; i++) fireEvent.wheel(viewer, { deltaY: 100 });
    expect(zoomText(dialog)).toBe('Zoom: 20 %');
  });

  test('reopening starts again at zoom 1 and rotation 0; Schließen closes', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Vergrößern' }));
    await user.click(within(dialog).getByRole('button', { name: 'Um 90° drehen' }));
    expect(zoomText(dialog)).toBe('Zoom: 120 %');
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(await rowOf('Person 01')).getByRole('button', { name: /^Öffnen/ }));
    const again = await screen.findByRole('dialog', { name: 'Screenshot' });
    expect(zoomText(again)).toBe('Zoom: 100 %');
    expect(image(again)).toHaveAttribute('data-rotation', '0');
  });

  test('replace: preview, Ersetzen, then the new screenshot; refusals alert in the modal', async () => {
    const { dialog } = await openModal();
    const user = userEvent.setup({ applyAccept: false });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'], 'x.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nur PNG- oder JPEG-Dateien sind erlaubt.',
    );
    expect(input.files).toHaveLength(0);
    await user.upload(input, png());
    expect(
      within(dialog).getByRole('img', { name: 'Vorschau des neuen Screenshots' }),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Ersetzen' }));
    await waitFor(() => expect(image(dialog)).toHaveAttribute('src', '/uploads/fresh.png'));
    expect(callsTo('POST /api/upload-screenshot/CPT-PROFILE0001')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Ersetzen' })).toBeNull();
  });
});

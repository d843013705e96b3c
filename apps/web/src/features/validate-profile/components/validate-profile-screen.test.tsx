import { profileSubmitReplySchema } from '@vigil/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { REDIRECT_AFTER_SCREENSHOT_MS } from './submitted-profile';
import { ValidateProfileScreen } from './validate-profile-screen';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PROFILE_ID = 'CPT-ABCDEFGH23456789';
const BASE = 'https://vigil.example';
const created = (state: { status?: 'unpaid' | 'revoked'; is_verified?: boolean } = {}) =>
  reply(
    profileSubmitReplySchema,
    {
      profile_id: PROFILE_ID,
      screenshot_filename: 'f0e1d2c3.png',
      screenshot_url: `${BASE}/uploads/f0e1d2c3.png`,
      status: state.status ?? 'unpaid',
      is_verified: state.is_verified ?? false,
      paid: false,
    },
    201,
  );

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });

const renderScreen = (lang: 'de' | 'en' = 'de') =>
  renderApp(<ValidateProfileScreen />, {
    url: '/validate-profile',
    extraPaths: ['/badge/:id'],
    lang,
  });

/**
 * Long URLs carry <wbr> wrap points; happy-dom (unlike a browser) puts a space at each in the
 * accessible name, so names are compared without whitespace.
 */
const wrapped = (text: string) => (name: string) => name.replace(/\s/g, '') === text;

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

async function fillFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Vollständiger Name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^E-Mail/), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText(/^Plattform/), 'github');
  await user.type(screen.getByLabelText(/^Benutzername/), 'ada');
  await user.type(screen.getByLabelText(/^Profil-URL/), 'https://github.com/ada');
}

/** Fills the form with a PNG and submits; returns what the screen sent. */
async function submitValid(handler: () => Response = () => created()) {
  const api = mockApi({ 'POST /api/profile': handler });
  const view = await renderScreen();
  const user = userEvent.setup();
  await fillFields(user);
  await user.upload(fileInput(), png());
  await user.click(screen.getByRole('button', { name: 'Absenden' }));
  return { api, user, ...view };
}

describe('ValidateProfileScreen', () => {
  test('shows the spec titles and the five fields with the screenshot picker', async () => {
    await renderScreen('en');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Validate your Social Media profile' }),
    ).toBeVisible();
    expect(screen.getByText('Register a validated social media profile')).toBeVisible();
    expect(screen.getByLabelText(/^Full name/)).toBeRequired();
    expect(screen.getByLabelText(/^E-Mail/)).toHaveAttribute('type', 'email');
    const platform = screen.getByLabelText(/^Platform/);
    expect(platform).toHaveValue('instagram');
    expect(
      within(platform)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual([
      'instagram',
      'twitter',
      'linkedin',
      'github',
      'facebook',
      'snapchat',
      'telegram',
      'tiktok',
      'truthsocial',
      'youtube',
    ]);
    expect(screen.getByLabelText(/^Username/)).toBeRequired();
    expect(screen.getByLabelText(/^Profile URL/)).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText(/^Screenshot/)).toHaveAttribute('readonly');
    expect(fileInput()).toHaveAttribute('accept', 'image/png,image/jpeg');
  });

  test('German labels: Datei auswählen and Absenden', async () => {
    await renderScreen('de');
    expect(screen.getByRole('button', { name: 'Datei auswählen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled();
  });

  test('without a screenshot: "Bitte lade einen Screenshot hoch." and no request', async () => {
    const api = mockApi({});
    await renderScreen();
    const user = userEvent.setup();
    await fillFields(user);
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Bitte lade einen Screenshot hoch.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeDisabled();
    expect(api.calls).toEqual([]);
    // Choosing a file clears the error and enables the button again.
    await user.upload(fileInput(), png());
    expect(screen.queryByText('Bitte lade einen Screenshot hoch.')).toBeNull();
    expect(screen.getByLabelText(/^Screenshot/)).toHaveValue('proof.png');
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled();
  });

  test('a file that is not PNG or JPEG is dropped and disables Absenden', async () => {
    const api = mockApi({});
    await renderScreen();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), png());
    expect(screen.getByLabelText(/^Screenshot/)).toHaveValue('proof.png');
    await user.upload(fileInput(), new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Nur PNG- oder JPEG-Dateien sind erlaubt.')).toBeVisible();
    expect(screen.getByLabelText(/^Screenshot/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeDisabled();
    expect(api.calls).toEqual([]);
  });

  test('a file over 8 MB is dropped with "Maximal 8 MB pro Datei."', async () => {
    await renderScreen();
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.setup().upload(fileInput(), big);
    expect(await screen.findByText('Maximal 8 MB pro Datei.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeDisabled();
  });

  test('a good file after a refused one clears the 8 MB message', async () => {
    await renderScreen();
    const user = userEvent.setup();
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(fileInput(), big);
    expect(await screen.findByText('Maximal 8 MB pro Datei.')).toBeVisible();
    await user.upload(fileInput(), png());
    expect(screen.queryByText('Maximal 8 MB pro Datei.')).toBeNull();
    expect(screen.getByLabelText(/^Screenshot/)).toHaveValue('proof.png');
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled();
  });

  test('a 413 from the server drops the file; a good file then clears the message', async () => {
    const { user } = await submitValid(() =>
      replyError('PAYLOAD_TOO_LARGE', 'The file is larger than 8 MB.'),
    );
    expect(await screen.findByText('Maximal 8 MB pro Datei.')).toBeVisible();
    await user.upload(fileInput(), png());
    expect(screen.queryByText('Maximal 8 MB pro Datei.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled();
  });

  test('the field rules of the shared schema show translated messages', async () => {
    const api = mockApi({});
    await renderScreen();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Vollständiger Name/), 'A');
    await user.type(screen.getByLabelText(/^E-Mail/), 'not-an-address');
    await user.type(screen.getByLabelText(/^Benutzername/), 'a');
    await user.type(screen.getByLabelText(/^Profil-URL/), 'github.com/ada');
    await user.upload(fileInput(), png());
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Der Name braucht mindestens 2 Zeichen.')).toBeVisible();
    expect(screen.getByText('Gib eine gültige E-Mail-Adresse ein.')).toBeVisible();
    expect(screen.getByText('Der Benutzername braucht mindestens 2 Zeichen.')).toBeVisible();
    expect(screen.getByText('Gib die Profil-Adresse als http(s)-URL ein.')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  test('409: "Ein Profil mit dieser E-Mail existiert bereits."', async () => {
    await submitValid(() => replyError('CONFLICT', 'A profile with this e-mail already exists'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ein Profil mit dieser E-Mail existiert bereits.',
    );
    expect(screen.queryByText('Dein verifiziertes Profil')).toBeNull();
  });

  test('any other error is shown on screen', async () => {
    await submitValid(() => replyError('RATE_LIMITED', 'Too many requests.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ein Fehler ist aufgetreten. Bitte versuche es später erneut.');
    // Why, in German: worded by the error code, not the server's English sentence.
    expect(alert).toHaveTextContent('Zu viele Anfragen. Bitte versuche es gleich noch einmal.');
    expect(alert).not.toHaveTextContent('Too many requests.');
  });

  test('a file the server refuses by its bytes is dropped with the type message', async () => {
    await submitValid(() => replyError('UNSUPPORTED_MEDIA_TYPE', 'Only PNG or JPEG images.'));
    expect(await screen.findByText('Nur PNG- oder JPEG-Dateien sind erlaubt.')).toBeVisible();
    expect(screen.getByLabelText(/^Screenshot/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeDisabled();
  });

  test('success sends the multipart form and shows "Dein verifiziertes Profil"', async () => {
    const { api } = await submitValid(created);
    expect(await screen.findByRole('heading', { name: 'Dein verifiziertes Profil' })).toBeVisible();
    const sent = api.callsTo('POST /api/profile')[0]?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...sent.entries()].filter(([k]) => k !== 'screenshot'))).toEqual({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      platform: 'github',
      username: 'ada',
      profile_url: 'https://github.com/ada',
    });
    expect((sent.get('screenshot') as File).name).toBe('proof.png');

    const result = screen.getByRole('region', { name: 'Dein verifiziertes Profil' });
    for (const text of ['Ada Lovelace', 'ada@example.com', 'GitHub', 'ada', PROFILE_ID]) {
      expect(within(result).getByText(text)).toBeVisible();
    }
    expect(
      within(result).getByRole('link', { name: wrapped('https://github.com/ada') }),
    ).toHaveAttribute('href', 'https://github.com/ada');
    expect(within(result).getByText('Lade Screenshot …')).toBeVisible();
    const img = within(result).getByRole('img', { name: 'Screenshot von Ada Lovelace' });
    expect(img).toHaveAttribute('src', expect.stringMatching(/^\/uploads\/f0e1d2c3\.png\?v=\d+$/));
    expect(img).toHaveAttribute('width', '300');
    const publicUrl = `${BASE}/p/${PROFILE_ID}`;
    expect(within(result).getByRole('link', { name: wrapped(publicUrl) })).toHaveAttribute(
      'href',
      publicUrl,
    );
  });

  test('before any review the badge says so and stays neutral, not green', async () => {
    await submitValid();
    const result = await screen.findByRole('region', { name: 'Dein verifiziertes Profil' });
    const badge = within(result).getByText('Verifiziert durch Vigil: ausstehend');
    expect(badge.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('gray');
    expect(within(result).getByText('Wartet auf Prüfung')).toBeVisible();
    expect(within(result).queryByText('Verifiziert durch Vigil')).toBeNull();
  });

  test('a profile an operator has verified gets the green badge', async () => {
    await submitValid(() => created({ is_verified: true }));
    const result = await screen.findByRole('region', { name: 'Dein verifiziertes Profil' });
    const badge = within(result).getByText('Verifiziert durch Vigil');
    expect(badge.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('teal');
    expect(within(result).getByText('Verifiziert', { exact: true })).toBeVisible();
  });

  test('opening Validate Profile again shows an empty form, not the last profile', async () => {
    const { router } = await submitValid();
    await screen.findByRole('heading', { name: 'Dein verifiziertes Profil' });
    await act(() => router.navigate('/validate-profile'));
    expect(screen.queryByRole('heading', { name: 'Dein verifiziertes Profil' })).toBeNull();
    expect(screen.getByLabelText(/^Vollständiger Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Screenshot/)).toHaveValue('');
  });

  test('"Weiteres Profil registrieren" starts another, empty form', async () => {
    const { user } = await submitValid();
    await screen.findByRole('heading', { name: 'Dein verifiziertes Profil' });
    await user.click(screen.getByRole('button', { name: 'Weiteres Profil registrieren' }));
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled();
    expect(screen.getByLabelText(/^E-Mail/)).toHaveValue('');
  });

  test('the badge screen opens 300 ms after the screenshot loaded, once', async () => {
    const { router } = await submitValid(created);
    const img = await screen.findByRole('img', { name: 'Screenshot von Ada Lovelace' });
    const navigations: string[] = [];
    router.subscribe((s) => navigations.push(s.location.pathname));
    vi.useFakeTimers();
    fireEvent.load(img);
    expect(screen.queryByText('Lade Screenshot …')).toBeNull();
    await act(async () => vi.advanceTimersByTime(REDIRECT_AFTER_SCREENSHOT_MS - 1));
    expect(navigations).toEqual([]);
    // A second load event (the browser may fire one again) does not restart or add anything.
    fireEvent.load(img);
    await act(async () => vi.advanceTimersByTime(1));
    expect(navigations).toEqual([`/badge/${PROFILE_ID}`]);
    await act(async () => vi.advanceTimersByTime(5 * REDIRECT_AFTER_SCREENSHOT_MS));
    expect(navigations).toEqual([`/badge/${PROFILE_ID}`]);
    expect(screen.getByTestId('route')).toHaveTextContent('/badge/:id');
  });

  test('a screenshot that fails to load shows the message and does not navigate', async () => {
    const { router } = await submitValid(created);
    const img = await screen.findByRole('img', { name: 'Screenshot von Ada Lovelace' });
    vi.useFakeTimers();
    fireEvent.error(img);
    expect(screen.getByText('Screenshot konnte nicht geladen werden.')).toBeVisible();
    expect(screen.queryByText('Lade Screenshot …')).toBeNull();
    await act(async () => vi.advanceTimersByTime(10 * REDIRECT_AFTER_SCREENSHOT_MS));
    expect(router.state.location.pathname).toBe('/validate-profile');
    // The way on stays open by hand.
    expect(screen.getByRole('link', { name: 'Weiter zu deinem Badge' })).toHaveAttribute(
      'href',
      `/badge/${PROFILE_ID}`,
    );
  });
});

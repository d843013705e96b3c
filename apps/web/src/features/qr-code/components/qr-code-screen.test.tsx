import { generateTokenReplySchema } from '@vigil/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { QrCodeScreen } from './qr-code-screen';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ID = 'CPT-ABCDEFGH23456789';
const VERIFY_URL = 'https://vigil.example/api/verify?token=eyJhbGciOiJFZERTQSJ9.e30.sig';
const issued = () =>
  reply(generateTokenReplySchema, {
    token: 'eyJhbGciOiJFZERTQSJ9.e30.sig',
    verify_url: VERIFY_URL,
    profile_id: ID,
    status: 'verified',
    expires_at: '2027-03-01T00:00:00.000Z',
  });

const renderQr = (url = `/qr-code?profileId=${ID}`) =>
  renderApp(<QrCodeScreen />, { url, path: '/qr-code', lang: 'de' });

describe('QrCodeScreen', () => {
  test('requests a token and draws its verify URL at width 200, level H', async () => {
    const api = mockApi({ 'POST /api/generate-token': issued });
    await renderQr();
    expect(screen.getByRole('heading', { level: 1, name: 'Trust-Badge QR-Code' })).toBeVisible();
    const img = await screen.findByRole('img', { name: `QR-Code zur Prüfung des Profils ${ID}` });
    expect(img).toHaveAttribute('width', '200');
    const expected = await QRCode.toDataURL(VERIFY_URL, { width: 200, errorCorrectionLevel: 'H' });
    expect(img).toHaveAttribute('src', expected);
    expect(api.callsTo('POST /api/generate-token')[0]?.body).toEqual({
      profileId: ID,
      status: 'verified',
    });
    expect(screen.getByText(`Profil-ID: ${ID}`)).toBeVisible();
    // No mixed languages: the status is German in the German UI (issue 8 §5).
    expect(screen.getByText('Status: Verifiziert')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Prüfseite öffnen' })).toHaveAttribute(
      'href',
      VERIFY_URL,
    );
  });

  test('the German button saves {profileId}_trust_badge_qr.png', async () => {
    mockApi({ 'POST /api/generate-token': issued });
    await renderQr();
    const img = await screen.findByRole('img', { name: /QR-Code zur Prüfung/ });
    const saved: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ download: this.download, href: this.href });
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'QR-Code herunterladen' }));
    expect(saved).toEqual([
      { download: `${ID}_trust_badge_qr.png`, href: img.getAttribute('src') },
    ]);
    expect(saved[0]?.href).toMatch(/^data:image\/png;base64,/);
  });

  test('a profile that is not unlocked gets a clear message and a way to its badge', async () => {
    mockApi({
      'POST /api/generate-token': () =>
        replyError('CONFLICT', 'This badge is not unlocked yet: the payment is missing.'),
    });
    await renderQr();
    expect(await screen.findByText(/Dieses Badge ist noch nicht freigeschaltet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zum Badge' })).toHaveAttribute('href', `/badge/${ID}`);
    expect(screen.queryByRole('img')).toBeNull();
  });

  test('an unknown profile says so', async () => {
    mockApi({ 'POST /api/generate-token': () => replyError('NOT_FOUND', `No profile ${ID}.`) });
    await renderQr();
    expect(await screen.findByText('Zu dieser Profil-ID gibt es kein Profil.')).toBeVisible();
  });

  test('a server failure is shown with its message', { timeout: 10_000 }, async () => {
    mockApi({ 'POST /api/generate-token': () => replyError('INTERNAL', 'Signing key missing.') });
    await renderQr();
    // 5xx is retried twice (1 s, 2 s) before the screen gives up.
    expect(
      await screen.findByText('Der QR-Code konnte nicht erstellt werden.', {}, { timeout: 6000 }),
    ).toBeVisible();
    // The reason in German, by its code; the server's English sentence stays in the log.
    expect(
      screen.getByText('Auf unserer Seite ist etwas schiefgegangen. Bitte versuche es erneut.'),
    ).toBeVisible();
    expect(screen.queryByText('Signing key missing.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  });

  test('without a profile id it asks for one', async () => {
    const api = mockApi({ 'POST /api/generate-token': issued });
    const { router } = await renderQr('/qr-code');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Profil-ID/), ID);
    await user.click(screen.getByRole('button', { name: 'QR-Code erstellen' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?profileId=${ID}`));
    expect(await screen.findByText('Status: Verifiziert')).toBeVisible();
    expect(api.calls).toHaveLength(1);
  });

  test('in English the status line reads "Status: Verified" (title case)', async () => {
    mockApi({ 'POST /api/generate-token': issued });
    await renderApp(<QrCodeScreen />, {
      url: `/qr-code?profileId=${ID}`,
      path: '/qr-code',
      lang: 'en',
    });
    expect(await screen.findByText('Status: Verified')).toBeVisible();
  });
});

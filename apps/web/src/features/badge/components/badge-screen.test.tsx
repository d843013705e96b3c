import {
  authorizePayPalReplySchema,
  paymentMethodsReplySchema,
  publicProfileSchema,
  type PublicProfile,
} from '@vigil/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { leaveTo } from '../../../lib/redirect';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { checkoutSession, leftForCheckout, PAYPAL_APPROVE_URL } from '../../../test/checkout';
import { renderApp } from '../../../test/render';
import { BadgeScreen } from './badge-screen';

vi.mock('../../../lib/redirect', () => ({ leaveTo: vi.fn() }));

beforeEach(() => vi.mocked(leaveTo).mockReset());
afterEach(() => vi.unstubAllGlobals());

const ID = 'CPT-ABCDEFGH23456789';
const live = {
  id: ID,
  full_name: 'Ada Lovelace',
  platform: 'github',
  username: 'ada',
  profile_url: 'https://github.com/ada',
  public_url: `https://vigil.example/p/${ID}`,
} as const;
const unpaid: PublicProfile = {
  ...live,
  status: 'unpaid',
  is_verified: false,
  paid: false,
  verified_at: null,
  paid_at: null,
  last_checked_at: null,
  under_review: false,
};
const awaiting: PublicProfile = {
  ...unpaid,
  status: 'awaiting_review',
  paid: true,
  paid_at: '2026-03-01T10:00:00.000Z',
};
const unlocked: PublicProfile = {
  ...awaiting,
  status: 'unlocked',
  is_verified: true,
  verified_at: '2026-03-02T10:00:00.000Z',
};
const revoked: PublicProfile = {
  id: ID,
  status: 'revoked',
  is_verified: true,
  paid: true,
  revoked_at: null,
  revoke_reason: null,
};

const renderBadge = (url = `/badge/${ID}`) =>
  renderApp(<BadgeScreen />, {
    url,
    path: url.startsWith('/badge/') ? '/badge/:id' : '/badge',
    extraPaths: url.startsWith('/badge/') ? [] : ['/badge/:id'],
    lang: 'de',
  });

const profileIs = (p: PublicProfile) => () => reply(publicProfileSchema, p);

describe('BadgeScreen', () => {
  test('shows "Lade Profilinformationen…" while loading', async () => {
    mockApi({ [`GET /api/profile/${ID}`]: () => new Promise<Response>(() => {}) });
    await renderBadge();
    expect(screen.getByText('Lade Profilinformationen…')).toBeVisible();
  });

  test('not paid: locked, and the button starts the checkout and leaves for it', async () => {
    const api = mockApi({
      [`GET /api/profile/${ID}`]: profileIs(unpaid),
      'POST /api/checkout-session': checkoutSession('https://checkout.example/s/1', 'demo'),
    });
    await renderBadge();
    expect(await screen.findByText('Badge ist noch nicht freigeschaltet.')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Badge freischalten (4,99 €)' }));
    expect(await leftForCheckout(api, 'https://checkout.example/s/1')).toEqual({
      profileId: ID,
      lang: 'de',
      method: 'card',
    });
  });

  test('not paid: the PayPal button starts a PayPal checkout', async () => {
    const api = mockApi({
      [`GET /api/profile/${ID}`]: profileIs(unpaid),
      'POST /api/checkout-session': checkoutSession(PAYPAL_APPROVE_URL, 'paypal'),
    });
    await renderBadge();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Mit PayPal bezahlen (4,99 €)' }));
    expect(await leftForCheckout(api, PAYPAL_APPROVE_URL)).toMatchObject({
      method: 'paypal',
    });
  });

  test('finding 1.3: only the methods the server offers get a button (Stripe only: no PayPal)', async () => {
    mockApi({
      [`GET /api/profile/${ID}`]: profileIs(unpaid),
      'GET /api/payment-methods': () =>
        reply(paymentMethodsReplySchema, { methods: [{ method: 'card', demo: false }] }),
    });
    await renderBadge();
    expect(await screen.findByText('Badge ist noch nicht freigeschaltet.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mit PayPal bezahlen (4,99 €)' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Badge freischalten (4,99 €)' })).toBeVisible();
    expect(screen.queryByText('Demo-Checkout: Es wird kein Geld bewegt.')).toBeNull();
  });

  test('a demo method says that no money is moved; none offered says so', async () => {
    mockApi({
      [`GET /api/profile/${ID}`]: profileIs(unpaid),
      'GET /api/payment-methods': () =>
        reply(paymentMethodsReplySchema, { methods: [{ method: 'paypal', demo: true }] }),
    });
    await renderBadge();
    expect(await screen.findByText('Demo-Checkout: Es wird kein Geld bewegt.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Badge freischalten (4,99 €)' })).toBeNull();
  });

  test('no method offered: no button, and the reason', async () => {
    mockApi({
      [`GET /api/profile/${ID}`]: profileIs(unpaid),
      'GET /api/payment-methods': () => reply(paymentMethodsReplySchema, { methods: [] }),
    });
    await renderBadge();
    expect(
      await screen.findByText('Auf diesem Server ist derzeit keine Zahlungsart eingerichtet.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /4,99/ })).toBeNull();
  });

  test('back from PayPal: "Autorisierung erstellt für Grace", then the paid state', async () => {
    let current = unpaid;
    const api = mockApi({
      [`GET /api/profile/${ID}`]: () => profileIs(current)(),
      'POST /api/authorize-paypal-transaction': () => {
        current = awaiting;
        return reply(authorizePayPalReplySchema, {
          payer_given_name: 'Grace',
          status: 'paid',
          purpose: 'badge',
          subject_id: ID,
        });
      },
    });
    await renderBadge(`/badge/${ID}?paypal=5O190127TN364715T`);
    expect(await screen.findByText('Autorisierung erstellt für Grace')).toBeVisible();
    expect(await screen.findByText('Zahlung eingegangen')).toBeVisible();
    expect(api.callsTo('POST /api/authorize-paypal-transaction')[0]?.body).toEqual({
      orderID: '5O190127TN364715T',
    });
  });

  test('a failed payment start alerts "Fehler beim Starten des Bezahlvorgangs."', async () => {
    mockApi({
      [`GET /api/profile/${ID}`]: profileIs(unpaid),
      'POST /api/checkout-session': () => replyError('INTERNAL', 'Provider down.'),
    });
    await renderBadge();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Badge freischalten (4,99 €)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fehler beim Starten des Bezahlvorgangs.');
    expect(alert).toHaveTextContent('Auf unserer Seite ist etwas schiefgegangen.');
    expect(alert).not.toHaveTextContent('Provider down.');
    expect(leaveTo).not.toHaveBeenCalled();
  });

  test('a cancelled checkout says so and the badge stays payable', async () => {
    mockApi({ [`GET /api/profile/${ID}`]: profileIs(unpaid) });
    await renderBadge(`/badge/${ID}?payment=cancelled`);
    expect(await screen.findByText(/Die Zahlung wurde abgebrochen/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Badge freischalten (4,99 €)' })).toBeEnabled();
  });

  test('paid and awaiting the operator: a clear message, no pay button', async () => {
    mockApi({ [`GET /api/profile/${ID}`]: profileIs(awaiting) });
    await renderBadge();
    expect(await screen.findByText('Zahlung eingegangen')).toBeVisible();
    expect(screen.getByText(/wird jetzt von unserem Team geprüft/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /freischalten/ })).toBeNull();
    expect(screen.queryByText('Badge ist noch nicht freigeschaltet.')).toBeNull();
  });

  test('unlocked: the badge image, the public link opening in a new tab, and the QR', async () => {
    mockApi({ [`GET /api/profile/${ID}`]: profileIs(unlocked) });
    await renderBadge();
    const img = await screen.findByRole('img', {
      name: 'Trust-Badge von Ada Lovelace: verifiziert durch Vigil am 2. März 2026',
    });
    expect(img).toHaveAttribute('src', `/api/generate-badge/${ID}`);
    expect(screen.getByText('Öffentlicher Link zum Badge:')).toBeVisible();
    expect(screen.getByText(live.public_url)).toBeVisible();
    const open = screen.getByRole('link', { name: 'Öffentliches Badge öffnen' });
    expect(open).toHaveAttribute('href', live.public_url);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'QR-Code anzeigen' })).toHaveAttribute(
      'href',
      `/qr-code?profileId=${ID}`,
    );
    expect(screen.queryByText('Badge ist noch nicht freigeschaltet.')).toBeNull();
    // Never checked yet, nothing under review.
    expect(screen.queryByText(/Zuletzt geprüft/)).toBeNull();
    expect(screen.queryByText('Dein Badge wird erneut geprüft')).toBeNull();
  });

  test('unlocked and watched: when it was last checked, and a neutral note while under review', async () => {
    mockApi({
      [`GET /api/profile/${ID}`]: profileIs({
        ...unlocked,
        last_checked_at: '2026-03-09T05:00:00.000Z',
        under_review: true,
      }),
    });
    await renderBadge();
    expect(await screen.findByText('Zuletzt geprüft 9. März 2026')).toBeVisible();
    expect(screen.getByText('Dein Badge wird erneut geprüft')).toBeVisible();
    expect(screen.getByText(/Bis dahin bleibt dein Badge gültig/)).toBeVisible();
  });

  test('revoked after a review: when, and the operator’s reason', async () => {
    mockApi({
      [`GET /api/profile/${ID}`]: profileIs({
        ...revoked,
        revoked_at: '2026-03-10T09:00:00.000Z',
        revoke_reason: 'Gekaufte Follower im März',
      }),
    });
    await renderBadge();
    expect(await screen.findByText('Badge widerrufen')).toBeVisible();
    expect(screen.getByText(/am 10. März 2026 nach einer Prüfung widerrufen/)).toBeVisible();
    expect(screen.getByText('Begründung: Gekaufte Follower im März')).toBeVisible();
  });

  test('deleted: the badge is revoked', async () => {
    mockApi({ [`GET /api/profile/${ID}`]: profileIs(revoked) });
    await renderBadge();
    expect(await screen.findByText('Badge widerrufen')).toBeVisible();
    expect(screen.getByText(/gelten nicht mehr als verifiziert/)).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: /freischalten/ })).toBeNull();
  });

  test('an unknown id says so and asks for the id again', async () => {
    mockApi({ [`GET /api/profile/${ID}`]: () => replyError('NOT_FOUND', `No profile ${ID}.`) });
    await renderBadge();
    expect(await screen.findByText('Profil nicht gefunden')).toBeVisible();
    expect(screen.getByLabelText(/^Profil-ID/)).toBeVisible();
  });

  test('/badge without an id asks for it and opens the badge of a valid id', async () => {
    const api = mockApi({});
    const { router } = await renderBadge('/badge');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Profil-ID/), 'nonsense');
    await user.click(screen.getByRole('button', { name: 'Badge anzeigen' }));
    expect(screen.getByText(/Eine Profil-ID beginnt mit CPT-/)).toBeVisible();
    await user.clear(screen.getByLabelText(/^Profil-ID/));
    await user.type(screen.getByLabelText(/^Profil-ID/), ID.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Badge anzeigen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/badge/${ID}`));
    expect(screen.getByTestId('route')).toHaveTextContent('/badge/:id');
    expect(api.calls).toEqual([]);
  });
});

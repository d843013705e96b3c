import { authorizePayPalReplySchema, paymentPageSchema, type Payment } from '@vigil/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { leaveTo } from '../../../lib/redirect';
import { mockApi, reply, replyError, type ApiCall } from '../../../test/mock-api';
import { checkoutSession, leftForCheckout, PAYPAL_APPROVE_URL } from '../../../test/checkout';
import { renderApp } from '../../../test/render';
import { PaymentsScreen } from './payments-screen';

vi.mock('../../../lib/redirect', () => ({ leaveTo: vi.fn() }));

beforeEach(() => vi.mocked(leaveTo).mockReset());
afterEach(() => vi.unstubAllGlobals());

const ID = 'CPT-ABCDEFGH23456789';
const renderPayments = (url = '/payments', lang: 'de' | 'en' = 'de') =>
  renderApp(<PaymentsScreen />, { url, path: '/payments', lang, session: { role: 'user' } });

const paid: Payment = {
  id: '6f1c1a4e-7d3b-4c55-9a43-0a9f3c1b2d10',
  purpose: 'badge',
  subject_id: ID,
  description: `Trust-Badge für github @ada (${ID})`,
  provider: 'paypal',
  status: 'paid',
  amount_cents: 499,
  currency: 'eur',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:01:00.000Z',
  receipt_ref: '3C679366HH908993F',
};
const licence: Payment = {
  ...paid,
  id: '0c7e0d5e-31a8-4b2e-8d1e-5b9ad2f1c0aa',
  purpose: 'image_licence',
  subject_id: 'item-42',
  description: 'Bildlizenz: Sonnenuntergang',
  status: 'cancelled',
  amount_cents: 1999,
  paid_at: null,
  receipt_ref: null,
};

const listOf =
  (items: Payment[]) =>
  ({ query }: ApiCall) =>
    reply(paymentPageSchema, {
      items: items.filter((p) => !query.get('status') || p.status === query.get('status')),
      page: 1,
      limit: 10,
      total: items.length,
      pages: 1,
    });

describe('PaymentsScreen', () => {
  test('heading "Payment Component"; the card button starts the checkout for the id', async () => {
    const api = mockApi({
      'GET /api/payments': listOf([]),
      'POST /api/checkout-session': checkoutSession('https://checkout.example/s/2', 'stripe'),
    });
    await renderPayments(`/payments?profileId=${ID}`, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Component' })).toBeVisible();
    expect(screen.getByLabelText(/^Profile ID/)).toHaveValue(ID);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay by card (€4.99)' }));
    expect(await leftForCheckout(api, 'https://checkout.example/s/2')).toEqual({
      profileId: ID,
      lang: 'en',
      method: 'card',
    });
  });

  test('the PayPal button starts a PayPal checkout and goes to its approve link', async () => {
    const api = mockApi({
      'GET /api/payments': listOf([]),
      'POST /api/checkout-session': checkoutSession(PAYPAL_APPROVE_URL, 'paypal'),
    });
    await renderPayments(`/payments?profileId=${ID}`);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Mit PayPal bezahlen (4,99 €)' }));
    expect(await leftForCheckout(api, PAYPAL_APPROVE_URL)).toMatchObject({
      method: 'paypal',
    });
  });

  test('an invalid id is refused before any checkout request', async () => {
    const api = mockApi({ 'GET /api/payments': listOf([]) });
    await renderPayments();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Profil-ID/), 'hello');
    await user.click(screen.getByRole('button', { name: 'Mit Karte bezahlen (4,99 €)' }));
    expect(screen.getByText(/Eine Profil-ID beginnt mit CPT-/)).toBeVisible();
    expect(api.callsTo('POST /api/checkout-session')).toEqual([]);
  });

  test('a failed start shows the error, and Zurücksetzen clears it', async () => {
    mockApi({
      'GET /api/payments': listOf([]),
      'POST /api/checkout-session': () =>
        replyError('CONFLICT', 'This badge has already been paid.'),
    });
    await renderPayments(`/payments?profileId=${ID}`);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mit Karte bezahlen (4,99 €)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fehler beim Starten des Bezahlvorgangs.');
    expect(alert).toHaveTextContent('Dieses Badge ist bereits bezahlt.');
    expect(alert).not.toHaveTextContent('already been paid');
    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/^Profil-ID/)).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Zurücksetzen' })).toBeNull();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  test('a cancelled return shows the cancel message; reset removes it', async () => {
    mockApi({ 'GET /api/payments': listOf([]) });
    const { router } = await renderPayments(`/payments?profileId=${ID}&payment=cancelled`);
    expect(screen.getByText(/Die Zahlung wurde abgebrochen/)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(screen.queryByText(/Die Zahlung wurde abgebrochen/)).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  test('back from PayPal: authorizes the order once and says "Authorization created for …"', async () => {
    const api = mockApi({
      'GET /api/payments': listOf([paid]),
      'POST /api/authorize-paypal-transaction': () =>
        reply(authorizePayPalReplySchema, {
          payer_given_name: 'Grace',
          status: 'paid',
          purpose: 'image_licence',
          subject_id: 'item-42',
        }),
    });
    await renderPayments('/payments?paypal=5O190127TN364715T', 'en');
    expect(await screen.findByText('Authorization created for Grace')).toBeVisible();
    expect(screen.getByText('Thank you, the payment has been received.')).toBeVisible();
    expect(api.callsTo('POST /api/authorize-paypal-transaction')).toHaveLength(1);
    expect(api.callsTo('POST /api/authorize-paypal-transaction')[0]?.body).toEqual({
      orderID: '5O190127TN364715T',
    });
  });

  test('a declined PayPal payment is named as such, in German', async () => {
    mockApi({
      'GET /api/payments': listOf([]),
      'POST /api/authorize-paypal-transaction': () =>
        replyError('PAYMENT_DECLINED', 'PayPal declined the payment.'),
    });
    await renderPayments('/payments?paypal=5O190127TN364715T');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die PayPal-Zahlung konnte nicht abgeschlossen werden.');
    expect(alert).toHaveTextContent('Der Zahlungsanbieter hat die Zahlung abgelehnt.');
  });

  test("lists the user's payments with status, amount, date and a receipt for paid ones", async () => {
    mockApi({ 'GET /api/payments': listOf([paid, licence]) });
    await renderPayments('/payments');
    await waitFor(() => expect(screen.queryAllByTestId('skeleton-row')).toEqual([]));
    const table = await screen.findByRole('table', { name: 'Deine Zahlungen' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Trust-Badge');
    expect(rows[1]).toHaveTextContent('4,99 €');
    expect(rows[1]).toHaveTextContent('Bezahlt');
    expect(rows[1]).toHaveTextContent('PayPal');
    expect(rows[2]).toHaveTextContent('Bildlizenz');
    expect(rows[2]).toHaveTextContent('19,99 €');
    expect(rows[2]).toHaveTextContent('Abgebrochen');
    expect(within(rows[2]!).queryByRole('button', { name: /Beleg/ })).toBeNull();

    await userEvent.setup().click(within(rows[1]!).getByRole('button', { name: /^Beleg vom/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Zahlungsbeleg' });
    expect(dialog).toHaveTextContent('3C679366HH908993F');
    expect(dialog).toHaveTextContent(`Trust-Badge für github @ada (${ID})`);
  });

  test('no payments yet: the empty state says so', async () => {
    mockApi({ 'GET /api/payments': listOf([]) });
    await renderPayments('/payments', 'en');
    expect(await screen.findByText('You have no payments yet.')).toBeVisible();
  });
});

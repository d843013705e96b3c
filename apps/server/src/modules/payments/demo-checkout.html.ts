import { html, page } from '../../lib/html';
import { platformLabel, type ProfileRecord } from '../profiles';
import type { PaymentRow } from './payments.repo';
import { checkoutPath } from './demo-checkout-guard';
import type { PageLang } from '../../lib/page-lang';

export { pageLang, type PageLang } from '../../lib/page-lang';

const TEXT = {
  de: {
    title: 'Demo-Checkout – Vigil',
    demo: 'Demo – keine echte Zahlung',
    heading: 'Trust-Badge freischalten',
    licenceHeading: 'Bildlizenz bezahlen',
    item: 'Wofür',
    profile: 'Profil',
    platform: 'Plattform',
    profileId: 'Profil-ID',
    amount: 'Betrag',
    pay: (amount: string) => `${amount} bezahlen (Demo)`,
    cancel: 'Abbrechen',
    back: 'Zurück zum Badge',
    licenceBack: 'Zurück zu den Zahlungen',
    footer: 'Dieser Server nutzt den Demo-Checkout: Es wird kein Geld bewegt.',
    already_paid: 'Diese Zahlung ist bereits eingegangen.',
    badge_already_paid: 'Dieses Badge ist bereits bezahlt.',
    not_owner:
      'Diese Zahlung kann nur in dem Browser abgeschlossen werden, in dem sie gestartet wurde. Starte die Zahlung dort oder hier noch einmal über dein Badge.',
    cross_site:
      'Diese Zahlung wurde nicht von der Checkout-Seite abgeschickt und deshalb abgelehnt. Öffne die Checkout-Seite und versuche es dort noch einmal.',
    not_found: 'Diesen Checkout gibt es nicht.',
    home: 'Zu Vigil',
  },
  en: {
    title: 'Demo checkout – Vigil',
    demo: 'Demo – no real payment',
    heading: 'Unlock your trust badge',
    licenceHeading: 'Pay for an image licence',
    item: 'For',
    profile: 'Profile',
    platform: 'Platform',
    profileId: 'Profile ID',
    amount: 'Amount',
    pay: (amount: string) => `Pay ${amount} (demo)`,
    cancel: 'Cancel',
    back: 'Back to the badge',
    licenceBack: 'Back to your payments',
    footer: 'This server runs the demo checkout: no money is moved.',
    already_paid: 'This payment has already been received.',
    badge_already_paid: 'This badge has already been paid for.',
    not_owner:
      'This payment can only be completed in the browser where it was started. Start it there, or start it again here from your badge.',
    cross_site:
      'This payment was not sent from the checkout page and was refused. Open the checkout page and try again there.',
    not_found: 'There is no such checkout.',
    home: 'Go to Vigil',
  },
} as const;

const MONEY = {
  de: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};

/** The demo checkout: clearly no real payment; the button runs the real fulfilment. */
export function demoCheckoutPage(
  payment: PaymentRow,
  profile: ProfileRecord | null,
  back: string,
  lang: PageLang,
) {
  const t = TEXT[lang];
  const amount = MONEY[lang].format(payment.amountCents / 100);
  const paid = payment.status === 'paid';
  const badge = payment.purpose === 'badge' && profile;
  return page({
    title: t.title,
    lang,
    body: html`<p class="demo">${t.demo}</p>
      <h1>${badge ? t.heading : t.licenceHeading}</h1>
      <dl>
        ${
          badge
            ? html`<dt>${t.profile}</dt>
                <dd>${profile.fullName}</dd>
                <dt>${t.platform}</dt>
                <dd>${platformLabel(profile.platform)} · @${profile.username}</dd>
                <dt>${t.profileId}</dt>
                <dd>${profile.id}</dd>`
            : html`<dt>${t.item}</dt>
                <dd>${payment.description}</dd>`
        }
        <dt>${t.amount}</dt>
        <dd>${amount}</dd>
      </dl>
      ${
        paid
          ? html`<p>${t.already_paid}</p>
              <p><a href="${back}">${badge ? t.back : t.licenceBack}</a></p>`
          : html`<form method="post" action="${checkoutPath(payment.providerRef)}/pay?lang=${lang}">
                <button type="submit">${t.pay(amount)}</button>
              </form>
              <p><a href="${back}?payment=cancelled">${t.cancel}</a></p>`
      }
      <footer>${t.footer}</footer>`,
  });
}

/** A one-message page of the demo checkout (refused, already paid, unknown), in `lang`. */
export function demoMessagePage(
  lang: PageLang,
  message: 'already_paid' | 'badge_already_paid' | 'not_owner' | 'cross_site' | 'not_found',
  back?: string,
) {
  const t = TEXT[lang];
  const toBadge = back?.startsWith('/#/badge/');
  return page({
    title: t.title,
    lang,
    body: html`<p class="demo">${t.demo}</p>
      <h1>${toBadge || !back ? t.heading : t.licenceHeading}</h1>
      <p>${t[message]}</p>
      <p>
        ${back ? html`<a href="${back}">${toBadge ? t.back : t.licenceBack}</a>` : html`<a href="/">${t.home}</a>`}
      </p>
      <footer>${t.footer}</footer>`,
  });
}

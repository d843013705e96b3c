import {
  accountPlatformNames,
  type Alert,
  type GrowthFlag,
  type ProfileChange,
} from '@vigil/shared';

export type MailLang = 'de' | 'en';

const LOCALE: Record<MailLang, string> = { de: 'de-DE', en: 'en-GB' };

const number = (n: number, lang: MailLang) =>
  new Intl.NumberFormat(LOCALE[lang], { signDisplay: 'exceptZero' }).format(n);
const plain = (n: number, lang: MailLang) => new Intl.NumberFormat(LOCALE[lang]).format(n);
const day = (iso: string, lang: MailLang) =>
  new Intl.DateTimeFormat(LOCALE[lang], { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const CHANGE: Record<ProfileChange, Record<MailLang, string>> = {
  name: { de: 'Name', en: 'name' },
  bio: { de: 'Bio', en: 'bio' },
  link: { de: 'Link', en: 'link' },
  picture: { de: 'Profilbild', en: 'picture' },
};

const FLAG_KIND: Record<GrowthFlag['kind'], Record<MailLang, string>> = {
  spike: { de: 'Auffälliges Wachstum', en: 'Unusual growth' },
  loss: { de: 'Auffälliger Verlust', en: 'Unusual loss' },
  churn: { de: 'Follow/Unfollow-Muster', en: 'Follow/unfollow pattern' },
};

/** A growth flag as one plain sentence ("+12,400 followers on 3 March, 40× its usual daily gain"). */
export function flagSentence(flag: GrowthFlag, lang: MailLang): string {
  const when = day(flag.day, lang);
  const ratio = plain(flag.ratio, lang);
  if (flag.kind === 'churn') {
    return lang === 'de'
      ? `${plain(flag.size, lang)} Konten gefolgt und bis ${when} wieder entfolgt`
      : `${plain(flag.size, lang)} accounts followed and unfollowed again by ${when}`;
  }
  if (flag.kind === 'loss') {
    return lang === 'de'
      ? `${number(flag.size, lang)} Follower am ${when}, ${ratio}× die übliche tägliche Änderung`
      : `${number(flag.size, lang)} followers on ${when}, ${ratio}× its usual daily change`;
  }
  return lang === 'de'
    ? `${number(flag.size, lang)} Follower am ${when}, ${ratio}× der übliche Tageszuwachs`
    : `${number(flag.size, lang)} followers on ${when}, ${ratio}× its usual daily gain`;
}

/** What one alert says, in a sentence. */
export function alertSentence(alert: Alert, lang: MailLang): string {
  const d = alert.details;
  switch (alert.kind) {
    case 'growth_anomaly': {
      const what = FLAG_KIND[d.flag?.kind ?? 'spike'][lang];
      return d.flag ? `${what}: ${flagSentence(d.flag, lang)}.` : `${what}.`;
    }
    case 'score_threshold':
      return lang === 'de'
        ? `Der Fake-Score stieg auf ${d.score ?? '?'} (Schwelle ${d.threshold ?? '?'}).`
        : `The fake score rose to ${d.score ?? '?'} (threshold ${d.threshold ?? '?'}).`;
    case 'profile_change': {
      const fields = (d.changes ?? []).map((c) => CHANGE[c][lang]).join(', ');
      return lang === 'de' ? `Profil geändert: ${fields}.` : `Profile changed: ${fields}.`;
    }
    case 'gone':
      return lang === 'de'
        ? 'Das Konto wird nicht mehr gefunden.'
        : 'The account can no longer be found.';
    case 'private':
      return lang === 'de' ? 'Das Konto ist jetzt privat.' : 'The account turned private.';
  }
}

/** Lines a mail lists at most; more are counted and left to the inbox. */
export const MAIL_MAX_ALERTS = 50;

/**
 * An alert e-mail (one check's alerts at once, or the day's digest) in the user's language,
 * with the inbox link and the unsubscribe link.
 */
export function alertMail(opts: {
  lang: MailLang;
  digest: boolean;
  alerts: Alert[];
  /** Alerts beyond those listed (the digest's rest). */
  more: number;
  inboxUrl: string;
  unsubscribeUrl: string;
}): { subject: string; text: string } {
  const { lang, alerts } = opts;
  const shown = alerts.slice(0, MAIL_MAX_ALERTS);
  const rest = opts.more + alerts.length - shown.length;
  const total = alerts.length + opts.more;
  const first = alerts[0];
  const subject = opts.digest
    ? lang === 'de'
      ? `Vigil: ${total} neue Warnung${total === 1 ? '' : 'en'} des Tages`
      : `Vigil: ${total} new alert${total === 1 ? '' : 's'} today`
    : lang === 'de'
      ? `Vigil: Warnung zu ${first ? `@${first.username}` : 'deiner Beobachtungsliste'}`
      : `Vigil: alert about ${first ? `@${first.username}` : 'your watchlist'}`;
  const lines = shown.map((a) => {
    const list = a.watchlistName ? ` (${a.watchlistName})` : '';
    return `- ${accountPlatformNames[a.platform]} @${a.username}${list}: ${alertSentence(a, lang)}`;
  });
  if (rest > 0) {
    lines.push(lang === 'de' ? `… und ${rest} weitere.` : `… and ${rest} more.`);
  }
  const text =
    lang === 'de'
      ? `Hallo,\n\n${opts.digest ? 'deine Beobachtungslisten melden heute:' : 'eine Beobachtungsliste meldet:'}\n\n${lines.join('\n')}\n\nAlle Warnungen: ${opts.inboxUrl}\n\nKeine Warnungs-E-Mails mehr: ${opts.unsubscribeUrl}\n`
      : `Hello,\n\n${opts.digest ? 'your watchlists report today:' : 'a watchlist reports:'}\n\n${lines.join('\n')}\n\nAll alerts: ${opts.inboxUrl}\n\nNo more alert e-mails: ${opts.unsubscribeUrl}\n`;
  return { subject, text };
}

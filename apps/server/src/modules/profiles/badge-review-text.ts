import type { BadgeReviewSignal } from '@vigil/shared';
import type { MailMessage } from '../../integrations/mail/mailer';
import { formatDate, platformLabel } from './badge-image';

type Lang = 'de' | 'en';

const ENGLISH_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});
const dateIn = (lang: Lang, d: Date) => (lang === 'de' ? formatDate(d) : ENGLISH_DATE.format(d));
const number = (lang: Lang, n: number) =>
  new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(n);
const signed = (lang: Lang, n: number) => `${n > 0 ? '+' : ''}${number(lang, n)}`;
/** A growth flag's day (YYYY-MM-DD) as a date; an unreadable one as it came. */
const day = (lang: Lang, d: string) => {
  const parsed = new Date(`${d}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? d : dateIn(lang, parsed);
};

/** One signal as a plain sentence (the owner's mail; the web words them itself). */
export function signalSentence(lang: Lang, s: BadgeReviewSignal): string {
  const de = lang === 'de';
  switch (s.kind) {
    case 'score':
      return de
        ? `Der Fake-Score des Profils liegt bei ${s.score} von 100 (geprüft wird ab über ${s.threshold}).`
        : `The profile's fake score is ${s.score} of 100 (a review starts above ${s.threshold}).`;
    case 'growth': {
      const when = day(lang, s.day);
      const times = number(lang, s.ratio);
      const size = signed(lang, s.size);
      if (s.flag === 'spike') {
        return de
          ? `${size} Follower am ${when}, ${times}× die übliche tägliche Zunahme.`
          : `${size} followers on ${when}, ${times}× its usual daily gain.`;
      }
      if (s.flag === 'loss') {
        return de
          ? `${size} Follower am ${when}, ${times}× der übliche tägliche Verlust.`
          : `${size} followers on ${when}, ${times}× its usual daily loss.`;
      }
      return de
        ? `Auffälliges Folgen und Entfolgen um den ${when}.`
        : `A follow/unfollow churn pattern around ${when}.`;
    }
    case 'code_removed':
      return de
        ? 'Der Vigil-Prüfcode steht nicht mehr in der Profilbeschreibung.'
        : 'The Vigil proof code is no longer in the profile description.';
    case 'gone':
      return de
        ? 'Das Profil wurde auf der Plattform nicht mehr gefunden.'
        : 'The profile can no longer be found on the platform.';
  }
}

export type ReviewMailKind = 'opened' | 'revoked' | 'cleared';

/**
 * The owner's e-mail about the review of their badge, in German and English (Vigil does not
 * know an owner's language: every product mail carries both).
 */
export function reviewMail(
  kind: ReviewMailKind,
  p: {
    to: string;
    fullName: string;
    platform: string;
    username: string;
    profileId: string;
    evidence: BadgeReviewSignal[];
    reason: string | null;
    badgeLink: string;
  },
): MailMessage {
  const handle = `${platformLabel(p.platform)} @${p.username.replace(/^@/, '')}`;
  const list = (lang: Lang) => p.evidence.map((s) => `- ${signalSentence(lang, s)}`).join('\n');
  if (kind === 'opened') {
    return {
      to: p.to,
      subject: 'Vigil: dein Badge wird geprüft / your badge is under review',
      text:
        `Hallo ${p.fullName},\n\nbei der regelmäßigen Prüfung deines Profils ${handle} (${p.profileId}) ` +
        `ist uns Folgendes aufgefallen:\n${list('de')}\n\nEin Mensch aus dem Vigil-Team sieht sich das an; ` +
        `bis dahin bleibt dein Badge gültig. Wenn es eine Erklärung gibt, antworte einfach auf diese ` +
        `E-Mail. Dein Badge:\n${p.badgeLink}\n\n` +
        `Hello ${p.fullName},\n\nthe regular check of your profile ${handle} (${p.profileId}) found:\n` +
        `${list('en')}\n\nA person on the Vigil team will look at it; until then your badge stays ` +
        `valid. If there is an explanation, simply reply to this e-mail. Your badge:\n${p.badgeLink}`,
    };
  }
  if (kind === 'revoked') {
    return {
      to: p.to,
      subject: 'Vigil: dein Badge wurde widerrufen / your badge was revoked',
      text:
        `Hallo ${p.fullName},\n\nnach der Prüfung deines Profils ${handle} (${p.profileId}) hat das ` +
        `Vigil-Team dein Badge widerrufen. Begründung (auch auf der öffentlichen Seite):\n` +
        `${p.reason ?? ''}\n\nWas die Prüfung gefunden hatte:\n${list('de')}\n\n` +
        `Hello ${p.fullName},\n\nafter reviewing your profile ${handle} (${p.profileId}) the Vigil ` +
        `team revoked your badge. Reason (also shown on the public page):\n${p.reason ?? ''}\n\n` +
        `What the check had found:\n${list('en')}\n\n${p.badgeLink}`,
    };
  }
  return {
    to: p.to,
    subject: 'Vigil: Prüfung abgeschlossen, dein Badge bleibt / review done, your badge stays',
    text:
      `Hallo ${p.fullName},\n\ndas Vigil-Team hat dein Profil ${handle} (${p.profileId}) geprüft: ` +
      `alles in Ordnung, dein Badge bleibt gültig.\n${p.badgeLink}\n\n` +
      `Hello ${p.fullName},\n\nthe Vigil team has reviewed your profile ${handle} (${p.profileId}): ` +
      `all is well, your badge stays valid.\n${p.badgeLink}`,
  };
}

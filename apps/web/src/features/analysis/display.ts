import type { TFunction } from 'i18next';

const DAY_MS = 86_400_000;

/** The account's age from its creation date: whole years, under a year whole days; null = 'k.A.'. */
export function ageText(
  createdAt: string | null,
  t: TFunction<'analysis'>,
  now = Date.now(),
): string {
  if (!createdAt) return t('na');
  const days = Math.floor((now - new Date(createdAt).getTime()) / DAY_MS);
  if (!Number.isFinite(days) || days < 0) return t('na');
  const years = Math.floor(days / 365.25);
  return years >= 1 ? t('age', { count: years }) : t('ageDays', { count: days });
}

/** An ISO 639-1 code as a language name in the UI language ('de' → 'Deutsch' / 'German'). */
export function languageName(
  code: string | null,
  language: string,
  t: TFunction<'analysis'>,
): string {
  if (!code) return t('na');
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The platform's profile page (spec 002 §2 link bases; the other platforms' own pages). */
export function platformProfileUrl(platform: string, username: string): string | null {
  const u = encodeURIComponent(username.replace(/^@/, ''));
  switch (platform) {
    case 'instagram':
      return `https://www.instagram.com/${u}`;
    case 'tiktok':
      return `https://www.tiktok.com/@${u}`;
    case 'twitter':
      return `https://x.com/${u}`;
    case 'telegram':
      return `https://t.me/${u}`;
    case 'youtube':
      return `https://www.youtube.com/channel/${u}`;
    case 'truthsocial':
      return `https://truthsocial.com/@${u}`;
    case 'snapchat':
      return `https://www.snapchat.com/add/${u}`;
    case 'facebook':
      return `https://www.facebook.com/${u}`;
    default:
      return null;
  }
}

/** The lookup screen of a platform (the sidebar's routes). */
export const LOOKUP_SCREEN: Record<string, string> = {
  instagram: '/instagram',
  tiktok: '/tiktok',
  twitter: '/x-comp',
  telegram: '/telegram',
  youtube: '/youtube',
  truthsocial: '/truth-social',
  snapchat: '/snap',
  facebook: '/facebook',
  linkedin: '/linkedin',
};

/** The detail route of an account. */
export const detailPath = (platform: string, username: string) =>
  `/account-detail/${encodeURIComponent(platform)}/${encodeURIComponent(username)}`;

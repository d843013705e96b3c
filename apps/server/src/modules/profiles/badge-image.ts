import sharp from 'sharp';
import { escapeHtml } from '../../lib/html';

const PLATFORM_LABEL: Record<string, string> = {
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  facebook: 'Facebook',
  snapchat: 'Snapchat',
  telegram: 'Telegram',
  tiktok: 'TikTok',
  truthsocial: 'Truth Social',
  youtube: 'YouTube',
};

export const platformLabel = (platform: string) => PLATFORM_LABEL[platform] ?? platform;

/** Built once: constructing an Intl formatter costs more than a whole page render. */
const GERMAN_DATE = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});

/** German date as shown on the badge and the public page, e.g. 07.03.2026. */
export const formatDate = (d: Date) => GERMAN_DATE.format(d);

/** Shortens text that would overflow the card; counts code points, not UTF-16 units. */
const clip = (text: string, max: number) => {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
};

export type BadgeContent = {
  fullName: string;
  platform: string;
  username: string;
  verifiedAt: Date;
  profileId: string;
};

/** Text wider than the card's text column (estimated) gets a smaller font (librsvg ignores textLength). */
const TEXT_COLUMN = 440;
const fontSizeFor = (text: string, base: number, bold: boolean) => {
  const perChar = bold ? 0.6 : 0.53;
  return Math.max(12, Math.min(base, Math.floor(TEXT_COLUMN / ([...text].length * perChar))));
};

/** The badge as SVG; every piece of user text is XML-escaped. */
export function badgeSvg(b: BadgeContent): string {
  const rawName = clip(b.fullName, 48);
  const rawAccount = clip(`${platformLabel(b.platform)} · @${b.username}`, 60);
  const name = escapeHtml(rawName);
  const account = escapeHtml(rawAccount);
  const date = escapeHtml(formatDate(b.verifiedAt));
  const id = escapeHtml(b.profileId);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320" viewBox="0 0 640 320">
  <rect width="640" height="320" fill="#eef5f0"/>
  <rect x="4" y="4" width="632" height="312" rx="24" fill="#ffffff" stroke="#0a7d3b" stroke-width="6"/>
  <circle cx="92" cy="110" r="52" fill="#0a7d3b"/>
  <path d="M66 111 l18 18 l36 -38" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#1d2125">
    <text x="170" y="92" font-size="26" font-weight="bold" fill="#0a7d3b">Verifiziert durch Vigil</text>
    <text x="170" y="140" font-size="${fontSizeFor(rawName, 30, true)}" font-weight="bold">${name}</text>
    <text x="170" y="182" font-size="${fontSizeFor(rawAccount, 22, false)}">${account}</text>
    <text x="40" y="252" font-size="20">Verifiziert am ${date}</text>
    <text x="40" y="284" font-size="16" fill="#5f6b76">Profil-ID ${id}</text>
  </g>
</svg>`;
}

/** The badge rendered to PNG by sharp (librsvg). */
export async function renderBadgePng(b: BadgeContent): Promise<Buffer> {
  return sharp(Buffer.from(badgeSvg(b)))
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

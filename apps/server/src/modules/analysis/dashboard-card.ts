import type { DashboardAccount, DashboardPlatform, SnapshotSource } from '@vigil/shared';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The object of a raw provider record that describes the account: the record itself, or the
 * first of its usual wrappers (`data`, `user`, `channel`, `profile`, `result`…) that has one of
 * the fields the rules read.
 */
const WRAPPERS = ['data', 'user', 'channel', 'profile', 'result', 'userInfo', 'legacy', 'snippet'];
const FIELDS = [
  'name',
  'username',
  'nickname',
  'title',
  'biography',
  'bio',
  'description',
  'signature',
  'custom_url',
  'customUrl',
];
export function accountObject(raw: unknown, depth = 0): Obj | null {
  if (!isObj(raw) || depth > 4) return null;
  if (FIELDS.some((f) => typeof raw[f] === 'string')) return raw;
  for (const w of WRAPPERS) {
    const found = accountObject(raw[w], depth + 1);
    if (found) return found;
  }
  return null;
}

const first = (o: Obj | null, keys: string[]) => {
  for (const k of keys) {
    const v = text(o?.[k]);
    if (v) return v;
  }
  return null;
};

/** Spec 002 §3: the title rule per platform. */
const TITLE: Record<DashboardPlatform, string[]> = {
  x: ['name', 'username', 'title'],
  instagram: ['name', 'full_name', 'username', 'title'],
  telegram: ['name', 'username', 'title'],
  tiktok: ['nickname', 'username', 'title'],
  youtube: ['title'],
};
/** Spec 002 §3: the description rule per platform. */
const DESCRIPTION: Record<DashboardPlatform, string[]> = {
  instagram: ['biography', 'bio'],
  x: ['description'],
  telegram: ['bio', 'signature'],
  tiktok: ['bio', 'signature'],
  youtube: ['description'],
};

/** Spec 002 §2 profile link bases (youtube, instagram, tiktok, telegram, x). */
export function profileUrl(platform: DashboardPlatform, handle: string): string {
  const h = encodeURIComponent(handle.replace(/^@/, ''));
  switch (platform) {
    case 'youtube':
      return handle.startsWith('@')
        ? `https://www.youtube.com/@${h}`
        : `https://www.youtube.com/channel/${h}`;
    case 'instagram':
      return `https://www.instagram.com/${h}`;
    case 'tiktok':
      return `https://www.tiktok.com/@${h}`;
    case 'telegram':
      return `https://t.me/${h}`;
    case 'x':
      return `https://x.com/${h}`;
  }
}

/**
 * Image hosts of YouTube channel pictures. The spec treats thumbnails on "one particular image
 * domain" as invalid without naming it; we accept YouTube's own image hosts (and inline
 * pictures of the demo dataset) and treat any other host as missing (decision A13 in
 * docs/decisions/analysis.md).
 */
const YOUTUBE_IMAGE_HOSTS = [/\.ggpht\.com$/, /\.ytimg\.com$/, /^yt3\.googleusercontent\.com$/];

export function youtubeThumbnailValid(url: string): boolean {
  if (url.startsWith('data:image/')) return true;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && YOUTUBE_IMAGE_HOSTS.some((h) => h.test(u.hostname));
  } catch {
    return false;
  }
}

/** How a picture URL becomes the address a page shows it from (`ImageUrls.display`). */
export type DisplayImage = (url: string | null) => string | null;

function avatarFor(
  platform: DashboardPlatform,
  url: string | null,
  display: DisplayImage,
): string | null {
  if (!url) return null;
  if (platform === 'youtube') return youtubeThumbnailValid(url) ? url : null;
  return display(url);
}

/** A stored source as the contract has it; anything else (an old or hand-edited row) is unknown. */
export const sourceOf = (source: string | null): SnapshotSource | null =>
  source === 'live' || source === 'demo' || source === 'submitted' ? source : null;

/** A stored account as a dashboard card (spec 002 §3 rules, with the stored facts as fallback). */
export function dashboardCard(
  platform: DashboardPlatform,
  row: {
    username: string;
    name: string | null;
    avatarUrl: string | null;
    accountCreatedAt: Date | null;
    facts: unknown;
    raw: unknown;
    source: string | null;
  },
  display: DisplayImage,
): DashboardAccount {
  const o = accountObject(row.raw);
  const facts = isObj(row.facts) ? row.facts : null;
  const title = first(o, TITLE[platform]) ?? (platform === 'youtube' ? row.name : null) ?? row.name;
  const description = first(o, DESCRIPTION[platform]) ?? text(facts?.bio);
  const handle =
    platform === 'youtube'
      ? (first(o, ['customUrl', 'custom_url', 'handle']) ?? text(row.username))
      : (first(o, ['username', 'screen_name', 'unique_id', 'uniqueId']) ?? row.username);
  return {
    platform,
    username: row.username,
    title,
    customUrl: handle,
    profileUrl: handle ? profileUrl(platform, handle) : null,
    description,
    avatarUrl: avatarFor(platform, row.avatarUrl, display),
    publishedAt: row.accountCreatedAt?.toISOString() ?? null,
    fullJson: row.raw ?? null,
    source: sourceOf(row.source),
  };
}

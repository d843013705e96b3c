import type { FacebookProfileReply } from '@vigil/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { findObject, parseVendor, vendorCall, safeUrl, text, type Obj } from './parse';
import type { ProviderClient } from './provider-client';
import {
  reading,
  unknownFacts,
  type AccountReading,
  type FetchedProfile,
  type StoredNormalizer,
} from './social-provider';

type FacebookProfile = FacebookProfileReply['profile'];

/** Facebook finder (spec 001 §7): POST form `username_or_url` with `data=fb_profile`. */
export type FacebookProvider = {
  profile: (usernameOrUrl: string) => Promise<FetchedProfile<FacebookProfile>>;
};

/**
 * The vendor path (configuration: `RAPIDAPI_PATH_FACEBOOK_PROFILE`), used only when an operator
 * sets `RAPIDAPI_HOST_FACEBOOK`: no Facebook vendor is evidenced, so by default there is none.
 */
export type FacebookPaths = { finder: string };
export const facebookPaths: FacebookPaths = { finder: '/finder' };

/** The answer of a platform this server has no data provider for; no call is made. */
export const facebookNotConfigured = () =>
  new AppError(
    'PROVIDER_NOT_CONFIGURED',
    'No Facebook data provider is configured on this server.',
  );

const vendorProfile = z.object({ title: text, url: safeUrl, name: text });
const hasProfile = (o: Obj) => typeof o.title === 'string' || typeof o.url === 'string';

/** `zuck` from `https://www.facebook.com/zuck/` or `…/profile.php?id=4`; null for other URLs. */
export function facebookUsername(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    if (!/(^|\.)facebook\.com$/i.test(u.hostname)) return null;
    const id = u.searchParams.get('id');
    if (u.pathname.startsWith('/profile.php') && id) return id;
    const segment = u.pathname.split('/').find((s) => s.length > 0);
    return segment ?? null;
  } catch {
    return null;
  }
}

export function parseFacebookProfile(body: unknown): FacebookProfile | null {
  const found = findObject(body, ['data', 'profile', ''], hasProfile);
  if (!found) return null;
  const p = parseVendor(vendorProfile, found, 'facebook');
  const username = facebookUsername(p.url);
  const name = p.title ?? p.name ?? username;
  if (!name) return null;
  return { name, url: p.url, username };
}

/**
 * The stored account of a finder reply: the username from the profile URL, else the name the
 * caller looked up (`key`), else the profile name. The finder reports nothing else.
 */
function facebookAccount(p: FacebookProfile, raw: unknown, key?: string): AccountReading[] {
  const username = p.username ?? key ?? p.name;
  return reading({
    identity: username,
    externalId: null,
    avatarUrl: null,
    raw,
    facts: { ...unknownFacts('facebook', username), displayName: p.name },
  });
}

export const normalizeFacebook: StoredNormalizer = (raw, { key }) => {
  const p = parseFacebookProfile(raw);
  return p ? facebookAccount(p, raw, key) : [];
};

export function createFacebookProvider(
  client: ProviderClient,
  opts: { configured: boolean; paths?: FacebookPaths } = { configured: true },
): FacebookProvider {
  const call = vendorCall(client, 'facebook');
  const paths = opts.paths ?? facebookPaths;
  return {
    async profile(usernameOrUrl) {
      if (!opts.configured) throw facebookNotConfigured();
      const { raw } = await call({
        method: 'POST',
        path: paths.finder,
        form: { username_or_url: usernameOrUrl, data: 'fb_profile' },
      });
      const data = call.found(parseFacebookProfile(raw));
      // A URL is no username: the account's name then comes from the reply's profile URL.
      const asked = /^https?:\/\//i.test(usernameOrUrl) ? undefined : usernameOrUrl;
      return { data, raw, accounts: facebookAccount(data, raw, asked) };
    },
  };
}

import type { SnapchatProfileReply, SnapchatUser } from '@vigil/shared';
import { z } from 'zod';
import { first, isObj, parseVendor, vendorCall, safeUrl, text } from './parse';
import type { ProviderClient } from './provider-client';
import {
  reading,
  unknownFacts,
  type AccountReading,
  type FetchedProfile,
  type StoredNormalizer,
} from './social-provider';

type SnapchatProfile = Pick<SnapchatProfileReply, 'user' | 'relatedAccounts'>;

/** Snapchat profile by username (snapchat-profile-scraper-api `GET /profile?username`). */
export type SnapchatProvider = {
  profile: (username: string) => Promise<FetchedProfile<SnapchatProfile>>;
};

/** The vendor path (configuration: `RAPIDAPI_PATH_SNAPCHAT_PROFILE`). */
export type SnapchatPaths = { profile: string };
export const snapchatPaths: SnapchatPaths = { profile: '/profile' };

/**
 * The scraper's reply (keys from public client code; no captured reply): an `error` record,
 * the display `name`, the Snapcode and the pictures. It names no username, subscriber count or
 * creation date, so those facts are unknown (the username is the one asked for).
 */
const vendorProfile = z.object({
  error: z.object({ isError: z.unknown().optional(), errorMsg: text }).optional().catch(undefined),
  name: text,
  snapcodeURL: safeUrl,
  privateAccountData: z.object({ bitmojiURL: safeUrl }).optional().catch(undefined),
  publicAccountData: z.object({ profilePictureURL: safeUrl }).optional().catch(undefined),
});

/** The profile in a reply, or null when the reply holds none (the scraper's error, or nothing). */
export function parseSnapchat(
  body: unknown,
  username: string,
): (SnapchatProfile & { account: AccountReading[] }) | null {
  if (!isObj(body)) return null;
  const p = parseVendor(vendorProfile, body, 'snapchat');
  const isError = p.error?.isError === true || p.error?.isError === 'true';
  const avatarUrl = first(p.publicAccountData?.profilePictureURL, p.privateAccountData?.bitmojiURL);
  if (isError || (!p.name && !avatarUrl && !p.snapcodeURL)) return null;
  const handle = username.replace(/^@/, '').trim();
  if (!handle) return null;
  const user: SnapchatUser = {
    username: handle,
    title: p.name,
    bio: null,
    avatarUrl,
    subscribers: null,
    websiteUrl: null,
    createdAt: null,
  };
  const account = reading({
    identity: handle,
    externalId: null,
    avatarUrl,
    raw: body,
    facts: {
      ...unknownFacts('snapchat', handle),
      displayName: p.name,
      hasProfilePicture: p.publicAccountData?.profilePictureURL ? true : null,
    },
  });
  return { user, relatedAccounts: [], account };
}

/** The reply names no username: the stored record's key is the one it was looked up by. */
export const normalizeSnapchat: StoredNormalizer = (raw, { key }) =>
  key ? (parseSnapchat(raw, key)?.account ?? []) : [];

export function createSnapchatProvider(
  client: ProviderClient,
  paths: SnapchatPaths = snapchatPaths,
): SnapchatProvider {
  const call = vendorCall(client, 'snapchat');
  return {
    async profile(username) {
      const { raw } = await call({ method: 'GET', path: paths.profile, query: { username } });
      // `error.isError` is how the scraper says it found no such profile (HTTP 200).
      const { account, ...data } = call.found(parseSnapchat(raw, username));
      return { data, raw, accounts: account };
    },
  };
}

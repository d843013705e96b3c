import { lookupMessages, type SnapchatProfileReply, type SnapchatUser } from '@vigil/shared';
import { z } from 'zod';
import {
  at,
  count,
  findObject,
  ident,
  iso,
  isObj,
  notFound,
  parseVendor,
  vendorCall,
  safeUrl,
  text,
  type Obj,
} from './parse';
import type { ProviderClient } from './provider-client';
import {
  reading,
  unknownFacts,
  type AccountReading,
  type FetchedProfile,
  type StoredNormalizer,
} from './social-provider';

type SnapchatProfile = Pick<SnapchatProfileReply, 'user' | 'relatedAccounts'>;

/** Snapchat getProfile (spec 001 §7). */
export type SnapchatProvider = {
  profile: (username: string) => Promise<FetchedProfile<SnapchatProfile>>;
};

export const snapchatPaths = { profile: '/getProfile' } as const;

/** Snapchat user info (spec 001 §3). */
const vendorUser = z.object({
  username: ident,
  title: text,
  displayName: text,
  bio: text,
  profilePictureUrl: safeUrl,
  subscriberCount: count,
  websiteUrl: safeUrl,
  creationTimestampMs: z.unknown().optional(),
});

const vendorRelated = z.object({
  publicProfileInfo: z
    .object({ username: text, title: text, profilePictureUrl: safeUrl })
    .optional()
    .catch(undefined),
});

const USER_PATHS = [
  'data.info',
  'data.userProfile.publicProfileInfo',
  'data.publicProfileInfo',
  'data',
  'info',
  'userProfile.publicProfileInfo',
  'publicProfileInfo',
  '',
];
const hasUsername = (o: Obj) => typeof o.username === 'string';

export function parseSnapchat(
  body: unknown,
): (SnapchatProfile & { account: AccountReading[] }) | null {
  const found = findObject(body, USER_PATHS, hasUsername);
  if (!found) return null;
  const u = parseVendor(vendorUser, found, 'snapchat');
  const created = isObj(u.creationTimestampMs)
    ? u.creationTimestampMs.value
    : u.creationTimestampMs;
  const user: SnapchatUser = {
    username: u.username,
    title: u.title ?? u.displayName,
    bio: u.bio,
    avatarUrl: u.profilePictureUrl,
    subscribers: u.subscriberCount,
    websiteUrl: u.websiteUrl,
    createdAt: iso.parse(created),
  };
  const relatedRaw = [found, at(body, 'data'), body]
    .map((o) => at(o, 'relatedAccountsInfo'))
    .find(Array.isArray);
  const relatedAccounts = (relatedRaw ?? []).flatMap((item: unknown) => {
    const r = vendorRelated.safeParse(item);
    const info = r.success ? r.data.publicProfileInfo : undefined;
    return info?.username
      ? [{ username: info.username, title: info.title, avatarUrl: info.profilePictureUrl }]
      : [];
  });
  const account = reading({
    identity: u.username,
    externalId: null,
    avatarUrl: u.profilePictureUrl,
    raw: body,
    facts: {
      ...unknownFacts('snapchat', u.username),
      displayName: user.title,
      bio: u.bio,
      externalUrl: u.websiteUrl,
      followers: u.subscriberCount,
      createdAt: user.createdAt,
    },
  });
  return { user, relatedAccounts, account };
}

export const normalizeSnapchat: StoredNormalizer = (raw) => parseSnapchat(raw)?.account ?? [];

export function createSnapchatProvider(client: ProviderClient): SnapchatProvider {
  const call = vendorCall(client, 'snapchat');
  return {
    async profile(username) {
      const { raw } = await call(
        { method: 'GET', path: snapchatPaths.profile, query: { username } },
        lookupMessages.notFound.snapchat,
      );
      const parsed = parseSnapchat(raw);
      if (!parsed) throw notFound(lookupMessages.notFound.snapchat);
      const { account, ...data } = parsed;
      return { data, raw, accounts: account };
    },
  };
}

import type { LinkedinProfile, LinkedinSearchQuery } from '@vigil/shared';
import { z } from 'zod';
import {
  count,
  findArray,
  first,
  flag,
  isObj,
  notFound,
  parseVendor,
  vendorCall,
  safeUrl,
  text,
} from './parse';
import type { ProviderClient } from './provider-client';
import {
  reading,
  unknownFacts,
  type AccountReading,
  type FetchedProfile,
  type StoredNormalizer,
} from './social-provider';

/** LinkedIn google-full-profiles (spec 001 §7): POST JSON, limit 5 (spec 001 §9). */
export type LinkedinProvider = {
  search: (q: LinkedinSearchQuery) => Promise<FetchedProfile<LinkedinProfile[]>>;
};

/** The vendor path (configuration: `RAPIDAPI_PATH_LINKEDIN_SEARCH`). */
export type LinkedinPaths = { search: string };
export const linkedinPaths: LinkedinPaths = { search: '/google-full-profiles' };
export const LINKEDIN_LIMIT = 5;

/** The professional profile (spec 001 §3) under the names vendors use for it. */
const vendorProfile = z.object({
  name: text,
  full_name: text,
  about: text,
  summary: text,
  headline: text,
  job_title: text,
  company: text,
  company_name: text,
  city: text,
  location: text,
  company_description: text,
  linkedin_url: safeUrl,
  profile_url: safeUrl,
  url: safeUrl,
  profile_image_url: safeUrl,
  profile_pic_url: safeUrl,
  follower_count: count,
  followers_count: count,
  /** LinkedIn's verification badge. */
  is_verified: flag,
});

const LIST_PATHS = ['data', 'profiles', 'data.profiles', 'results', ''];

type Found = {
  profile: LinkedinProfile;
  followers: number | null;
  verified: boolean | null;
  raw: unknown;
};

export function parseLinkedinProfiles(body: unknown): Found[] {
  const items = findArray(body, LIST_PATHS, 'linkedin');
  const out: Found[] = [];
  for (const item of items) {
    const p = parseVendor(vendorProfile, item, 'linkedin');
    const name = first(p.full_name, p.name);
    if (!name) continue;
    out.push({
      raw: item,
      followers: first(p.follower_count, p.followers_count),
      verified: p.is_verified,
      profile: {
        name,
        headline: first(p.headline, p.job_title),
        about: first(p.about, p.summary),
        company: first(p.company, p.company_name),
        city: first(p.city, p.location),
        companyDescription: p.company_description,
        profileUrl: first(p.linkedin_url, p.profile_url, p.url),
        avatarUrl: first(p.profile_image_url, p.profile_pic_url),
      },
    });
  }
  return out;
}

/**
 * One stored record per found profile, keyed by its profile URL (or name and company when the
 * vendor gives no URL).
 */
function linkedinAccounts(found: Found[]): AccountReading[] {
  const seen = new Set<string>();
  return found.flatMap(({ profile, followers, verified, raw }) => {
    const username = profile.profileUrl ?? `${profile.name}|${profile.company ?? ''}`;
    const [account] = reading({
      identity: username,
      externalId: null,
      avatarUrl: profile.avatarUrl,
      raw,
      facts: {
        ...unknownFacts('linkedin', username),
        displayName: profile.name,
        bio: profile.about,
        followers,
        verified,
      },
    });
    if (!account || seen.has(account.key)) return [];
    seen.add(account.key);
    return [account];
  });
}

/** Accepts a whole search reply or a single profile. */
export const normalizeLinkedin: StoredNormalizer = (raw) => {
  let found = parseLinkedinProfiles(Array.isArray(raw) ? { data: raw } : raw);
  if (found.length === 0 && isObj(raw)) found = parseLinkedinProfiles({ data: [raw] });
  return linkedinAccounts(found);
};

export function createLinkedinProvider(
  client: ProviderClient,
  paths: LinkedinPaths = linkedinPaths,
): LinkedinProvider {
  const call = vendorCall(client, 'linkedin');
  return {
    async search(q) {
      const { raw } = await call({
        method: 'POST',
        path: paths.search,
        json: {
          name: q.name,
          company_name: '',
          job_title: q.jobTitle ?? '',
          location: q.location ?? '',
          keywords: '',
          limit: LINKEDIN_LIMIT,
        },
      });
      const found = parseLinkedinProfiles(raw).slice(0, LINKEDIN_LIMIT);
      // The vendor says "no match" with HTTP 200 (`{"message":"No profiles match the query",
      // "data":[]}`): nobody by that name is not a failure, and not an empty success either.
      if (found.length === 0) throw notFound(call.message);
      return { data: found.map((p) => p.profile), raw, accounts: linkedinAccounts(found) };
    },
  };
}

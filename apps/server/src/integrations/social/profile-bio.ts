import { isBioProofPlatform, type ProfilePlatform } from '@vigil/shared';
import { AppError } from '../../lib/app-error';
import type { FetchedProfile } from './social-provider';
import type { SocialProviders } from './social-providers';

/** What a profile's provider says about a handle now: its bio and the platform's own id. */
export type BioReading =
  { found: true; username: string; externalId: string | null; bio: string } | { found: false };

type ProfileCall = (handle: string) => Promise<FetchedProfile<unknown>>;

/**
 * The provider call that reads a profile by its handle, per profile platform; null where the
 * vendor reports no bio (Facebook), only searches people (LinkedIn) or is not connected (GitHub).
 * Keyed by every `ProfilePlatform`, so a platform added to the shared enum must be decided here.
 */
function profileCalls(p: SocialProviders): Record<ProfilePlatform, ProfileCall | null> {
  return {
    instagram: (h) => p.instagram.profile(h),
    twitter: (h) => p.twitter.profile(h),
    snapchat: null,
    telegram: null,
    tiktok: (h) => p.tiktok.profile(h),
    truthsocial: (h) => p.truthsocial.profile(h),
    youtube: (h) => p.youtube.channel(h),
    facebook: null,
    linkedin: null,
    github: null,
  };
}

/**
 * Reads a profile's bio through the same adapters (and the same demo dataset) as the lookups,
 * but never from the lookup cache: a proof must see the bio as it is now. Not found is an
 * answer; other provider failures (502, 429) are thrown as the lookups throw them.
 */
export function createBioReader(providers: SocialProviders) {
  const calls = profileCalls(providers);
  return {
    supports: (platform: ProfilePlatform) => isBioProofPlatform(platform) && !!calls[platform],
    async read(platform: ProfilePlatform, handle: string): Promise<BioReading> {
      const call = calls[platform];
      if (!call) throw new AppError('CONFLICT', `A ${platform} bio cannot be read.`);
      try {
        const fetched = await call(handle.replace(/^@/, '').trim());
        const account = fetched.accounts[0];
        if (!account) return { found: false };
        return {
          found: true,
          username: account.facts.username,
          externalId: account.externalId,
          bio: account.facts.bio ?? '',
        };
      } catch (err) {
        if (err instanceof AppError && err.code === 'PROVIDER_NOT_FOUND') return { found: false };
        throw err;
      }
    },
  };
}
export type BioReader = ReturnType<typeof createBioReader>;

import type { SocialProfile, SocialProfilePlatform } from '@vigil/shared';
import type { InstagramProvider } from './instagram.provider';
import type { FetchedProfile } from './social-provider';
import type { TwitterProvider } from './twitter.provider';

/**
 * The German social-profile screen (instagram or twitter). No vendor of its own: it maps the
 * same Instagram info and X api/user/detail calls, so its accounts are stored under those services.
 */
export type SocialProfileProvider = {
  profile: (
    platform: SocialProfilePlatform,
    username: string,
  ) => Promise<FetchedProfile<SocialProfile>>;
};

export function createSocialProfileProvider(deps: {
  instagram: InstagramProvider;
  twitter: TwitterProvider;
}): SocialProfileProvider {
  return {
    async profile(platform, username) {
      if (platform === 'instagram') {
        const { data: u, raw, accounts } = await deps.instagram.profile(username);
        return {
          raw,
          accounts,
          data: {
            platform,
            username: u.username,
            fullName: u.fullName,
            profilePictureUrl: u.profilePictureUrl,
            biography: u.biography,
            description: null,
            followers: u.followers,
            following: u.following,
            location: u.location,
            isVerified: u.isVerified,
            isPrivate: u.isPrivate,
          },
        };
      }
      const { data: u, raw, accounts } = await deps.twitter.profile(username);
      return {
        raw,
        accounts,
        data: {
          platform,
          username: u.username,
          fullName: u.name,
          profilePictureUrl: u.avatarUrl,
          biography: null,
          description: u.description,
          followers: u.followers,
          following: u.following,
          location: u.location,
          isVerified: u.isVerified,
          isPrivate: u.isPrivate,
        },
      };
    },
  };
}

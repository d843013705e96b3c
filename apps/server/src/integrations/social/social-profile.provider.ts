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

/** The fields the Instagram and X users name alike, as the screen shows them. */
const alike = ({
  username,
  followers,
  following,
  location,
  isVerified,
  isPrivate,
}: Pick<
  SocialProfile,
  'username' | 'followers' | 'following' | 'location' | 'isVerified' | 'isPrivate'
>) => ({
  username,
  followers,
  following,
  location,
  isVerified,
  isPrivate,
});

export function createSocialProfileProvider(deps: {
  instagram: InstagramProvider;
  twitter: TwitterProvider;
}): SocialProfileProvider {
  return {
    async profile(platform, username) {
      if (platform === 'instagram') {
        const { data: u, ...fetched } = await deps.instagram.profile(username);
        return {
          ...fetched,
          data: {
            platform,
            ...alike(u),
            fullName: u.fullName,
            profilePictureUrl: u.profilePictureUrl,
            biography: u.biography,
            description: null,
          },
        };
      }
      const { data: u, ...fetched } = await deps.twitter.profile(username);
      return {
        ...fetched,
        data: {
          platform,
          ...alike(u),
          fullName: u.name,
          profilePictureUrl: u.avatarUrl,
          biography: null,
          description: u.description,
        },
      };
    },
  };
}

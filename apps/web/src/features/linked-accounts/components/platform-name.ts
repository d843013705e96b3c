import type { SignInPlatform } from '@vigil/shared/linked-accounts';

/** Platform names are proper names: the same in every language. */
export const platformName: Record<SignInPlatform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
};

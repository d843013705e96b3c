import { storedServiceSchema, type StoredService } from '@vigil/shared';
import type { SocialProviders } from '../../integrations/social/social-providers';

/**
 * The well-known public account each provider test looks up: long-lived official accounts
 * that every vendor has (the platforms' own, or their founders'). `PROVIDER_TEST_ACCOUNTS`
 * replaces any of them.
 */
export const defaultTestAccounts: Record<StoredService, string> = {
  instagram: 'instagram',
  facebook: 'zuck',
  // LinkedIn is searched by name: a person every index has.
  linkedin: 'Satya Nadella',
  snapchat: 'djkhaled305',
  telegram: 'durov',
  tiktok: 'tiktok',
  truthsocial: 'realDonaldTrump',
  twitter: 'elonmusk',
  // YouTube is looked up by channel id: Google for Developers.
  youtube: 'UC_x5XG1OV2P6uZZ5FSM9Ttw',
};

/** `PROVIDER_TEST_ACCOUNTS` (`platform=handle,…`, checked in config.ts) over the defaults. */
export function testAccounts(setting: string | undefined): Record<StoredService, string> {
  const accounts = { ...defaultTestAccounts };
  for (const pair of setting?.split(',') ?? []) {
    const [key = '', handle = ''] = pair.split('=').map((s) => s.trim());
    const platform = storedServiceSchema.safeParse(key);
    if (!platform.success) {
      throw new Error(
        `PROVIDER_TEST_ACCOUNTS: "${key}" is not a provider (one of ${storedServiceSchema.options.join(', ')})`,
      );
    }
    accounts[platform.data] = handle;
  }
  return accounts;
}

/** The one profile call per provider that the test makes (no cache, no stored account). */
export const probes: Record<
  StoredService,
  (p: SocialProviders, account: string) => Promise<unknown>
> = {
  instagram: (p, a) => p.instagram.profile(a),
  facebook: (p, a) => p.facebook.profile(a),
  linkedin: (p, a) => p.linkedin.search({ name: a, jobTitle: undefined, location: undefined }),
  snapchat: (p, a) => p.snapchat.profile(a),
  telegram: (p, a) => p.telegram.lookup('user', a),
  tiktok: (p, a) => p.tiktok.profile(a),
  truthsocial: (p, a) => p.truthsocial.profile(a),
  twitter: (p, a) => p.twitter.profile(a),
  youtube: (p, a) => p.youtube.channel(a),
};

import type { LookupPlatform, LookupSource, StoredService } from '@vigil/shared';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import type { DemoBios } from './demo/demo-bios';
import { createDemoTransport } from './demo/demo.transport';
import {
  createFacebookProvider,
  facebookPaths,
  normalizeFacebook,
  type FacebookProvider,
} from './facebook.provider';
import { createHttpTransport } from './http.transport';
import {
  createInstagramProvider,
  instagramPaths,
  normalizeInstagram,
  type InstagramProvider,
} from './instagram.provider';
import {
  createLinkedinProvider,
  linkedinPaths,
  normalizeLinkedin,
  type LinkedinProvider,
} from './linkedin.provider';
import {
  createProviderClient,
  type ProviderClient,
  type ProviderClientOptions,
  type ProviderKey,
  type ProviderObserver,
  type ProviderTransport,
} from './provider-client';
import {
  createSnapchatProvider,
  normalizeSnapchat,
  snapchatPaths,
  type SnapchatProvider,
} from './snapchat.provider';
import { createSocialProfileProvider, type SocialProfileProvider } from './social-profile.provider';
import type { StoredNormalizer } from './social-provider';
import {
  createTelegramProvider,
  normalizeTelegram,
  telegramPaths,
  type TelegramProvider,
} from './telegram.provider';
import {
  createTiktokProvider,
  normalizeTiktok,
  tiktokPaths,
  type TiktokProvider,
} from './tiktok.provider';
import {
  createTruthsocialProvider,
  normalizeTruthsocial,
  truthsocialPaths,
  type TruthsocialProvider,
} from './truthsocial.provider';
import {
  createTwitterProvider,
  normalizeTwitter,
  twitterPaths,
  type TwitterProvider,
} from './twitter.provider';
import {
  createYoutubeProvider,
  normalizeYoutube,
  youtubePaths,
  type YoutubeProvider,
} from './youtube.provider';

type ProviderFor = {
  instagram: InstagramProvider;
  facebook: FacebookProvider;
  linkedin: LinkedinProvider;
  snapchat: SnapchatProvider;
  'social-profile': SocialProfileProvider;
  telegram: TelegramProvider;
  tiktok: TiktokProvider;
  truthsocial: TruthsocialProvider;
  twitter: TwitterProvider;
  youtube: YoutubeProvider;
};

/**
 * The registry: one adapter set per lookup platform. Keyed by `LookupPlatform`, so a platform
 * added to the shared enum does not compile until it has an adapter here.
 */
export type SocialProviders = { [P in LookupPlatform]: ProviderFor[P] };

/**
 * What a deployment decides about the vendors: their paths (`RAPIDAPI_PATH_<PLATFORM>_<CALL>`,
 * each adapter's default where unset) and whether Facebook has a vendor at all
 * (`RAPIDAPI_HOST_FACEBOOK` empty: none, so no call is made).
 */
export type VendorSettings = Partial<Pick<Config, 'RAPIDAPI_HOST_FACEBOOK' | PathVariable>>;

/** A vendor path's configuration variable. */
type PathVariable = Extract<keyof Config, `RAPIDAPI_PATH_${string}`>;

/** Each call's path as configured (`variables` names each call's variable), else the default. */
function configuredPaths<K extends string>(
  vendors: VendorSettings,
  defaults: Record<K, string>,
  variables: Record<K, PathVariable>,
): Record<K, string> {
  const paths = { ...defaults };
  for (const [call, variable] of Object.entries(variables) as [K, PathVariable][]) {
    paths[call] = vendors[variable] ?? defaults[call];
  }
  return paths;
}

export function createSocialProviders(
  client: ProviderClient,
  vendors: VendorSettings = {},
): SocialProviders {
  const instagram = createInstagramProvider(
    client,
    configuredPaths(vendors, instagramPaths, {
      info: 'RAPIDAPI_PATH_INSTAGRAM_PROFILE',
      posts: 'RAPIDAPI_PATH_INSTAGRAM_POSTS',
      community: 'RAPIDAPI_PATH_INSTAGRAM_COMMUNITY',
      followers: 'RAPIDAPI_PATH_INSTAGRAM_FOLLOWERS',
    }),
  );
  const twitter = createTwitterProvider(
    client,
    configuredPaths(vendors, twitterPaths, {
      profile: 'RAPIDAPI_PATH_TWITTER_PROFILE',
      posts: 'RAPIDAPI_PATH_TWITTER_POSTS',
    }),
  );
  return {
    instagram,
    facebook: createFacebookProvider(client, {
      configured: vendors.RAPIDAPI_HOST_FACEBOOK !== '',
      paths: configuredPaths(vendors, facebookPaths, { finder: 'RAPIDAPI_PATH_FACEBOOK_PROFILE' }),
    }),
    linkedin: createLinkedinProvider(
      client,
      configuredPaths(vendors, linkedinPaths, { search: 'RAPIDAPI_PATH_LINKEDIN_SEARCH' }),
    ),
    snapchat: createSnapchatProvider(
      client,
      configuredPaths(vendors, snapchatPaths, { profile: 'RAPIDAPI_PATH_SNAPCHAT_PROFILE' }),
    ),
    'social-profile': createSocialProfileProvider({ instagram, twitter }),
    telegram: createTelegramProvider(
      client,
      configuredPaths(vendors, telegramPaths, { search: 'RAPIDAPI_PATH_TELEGRAM_SEARCH' }),
    ),
    tiktok: createTiktokProvider(
      client,
      configuredPaths(vendors, tiktokPaths, {
        profile: 'RAPIDAPI_PATH_TIKTOK_PROFILE',
        stats: 'RAPIDAPI_PATH_TIKTOK_STATS',
        posts: 'RAPIDAPI_PATH_TIKTOK_POSTS',
        followers: 'RAPIDAPI_PATH_TIKTOK_FOLLOWERS',
        followings: 'RAPIDAPI_PATH_TIKTOK_FOLLOWINGS',
      }),
    ),
    truthsocial: createTruthsocialProvider(
      client,
      configuredPaths(vendors, truthsocialPaths, {
        profile: 'RAPIDAPI_PATH_TRUTHSOCIAL_PROFILE',
        posts: 'RAPIDAPI_PATH_TRUTHSOCIAL_POSTS',
      }),
    ),
    twitter,
    youtube: createYoutubeProvider(
      client,
      configuredPaths(vendors, youtubePaths, {
        channel: 'RAPIDAPI_PATH_YOUTUBE_CHANNEL',
        suggestions: 'RAPIDAPI_PATH_YOUTUBE_SUGGESTIONS',
        moreVideos: 'RAPIDAPI_PATH_YOUTUBE_MORE_VIDEOS',
      }),
    ),
  };
}

/** Raw vendor reply → stored account fields, per service (lookups and POST /api/storeAccount). */
export const storedNormalizers: Record<StoredService, StoredNormalizer> = {
  instagram: normalizeInstagram,
  facebook: normalizeFacebook,
  linkedin: normalizeLinkedin,
  snapchat: normalizeSnapchat,
  telegram: normalizeTelegram,
  tiktok: normalizeTiktok,
  truthsocial: normalizeTruthsocial,
  twitter: normalizeTwitter,
  youtube: normalizeYoutube,
};

export type SocialDataConfig = Required<VendorSettings> &
  Pick<
    Config,
    | 'RAPIDAPI_KEY'
    | 'RAPIDAPI_BASE_URL'
    | 'RAPIDAPI_HOST_INSTAGRAM'
    | 'RAPIDAPI_HOST_FACEBOOK'
    | 'RAPIDAPI_HOST_LINKEDIN'
    | 'RAPIDAPI_HOST_SNAPCHAT'
    | 'RAPIDAPI_HOST_TELEGRAM'
    | 'RAPIDAPI_HOST_TIKTOK'
    | 'RAPIDAPI_HOST_TRUTHSOCIAL'
    | 'RAPIDAPI_HOST_TWITTER'
    | 'RAPIDAPI_HOST_YOUTUBE'
    | 'PROVIDER_TIMEOUT_MS'
    | 'PROVIDER_RETRIES'
    | 'PROVIDER_RETRY_BASE_MS'
  >;

export function providerHosts(config: SocialDataConfig): Record<ProviderKey, string> {
  return {
    instagram: config.RAPIDAPI_HOST_INSTAGRAM,
    facebook: config.RAPIDAPI_HOST_FACEBOOK,
    linkedin: config.RAPIDAPI_HOST_LINKEDIN,
    snapchat: config.RAPIDAPI_HOST_SNAPCHAT,
    telegram: config.RAPIDAPI_HOST_TELEGRAM,
    tiktok: config.RAPIDAPI_HOST_TIKTOK,
    truthsocial: config.RAPIDAPI_HOST_TRUTHSOCIAL,
    twitter: config.RAPIDAPI_HOST_TWITTER,
    youtube: config.RAPIDAPI_HOST_YOUTUBE,
  };
}

/**
 * The real providers when RAPIDAPI_KEY is set, else the demo dataset behind the very same
 * adapters (so demo replies take the same parsing path and have the same shapes).
 */
export function createSocialData(
  config: SocialDataConfig,
  deps: {
    clock: Clock;
    log: ProviderClientOptions['log'];
    /** Told of every call attempt (metrics): ok = a 2xx reply, else error. */
    onCall?: (provider: string, outcome: 'ok' | 'error') => void;
    /** Told of every call once, after its retries (the providers module's status and metrics). */
    observe?: ProviderObserver;
    /** Demo bios their owners edited (ownership proof in demo mode). */
    demoBios?: DemoBios;
  },
): { providers: SocialProviders; source: LookupSource } {
  const live = Boolean(config.RAPIDAPI_KEY);
  const inner: ProviderTransport = config.RAPIDAPI_KEY
    ? createHttpTransport({
        apiKey: config.RAPIDAPI_KEY,
        hosts: providerHosts(config),
        baseUrl: config.RAPIDAPI_BASE_URL,
        timeoutMs: config.PROVIDER_TIMEOUT_MS,
      })
    : createDemoTransport({ clock: deps.clock, bios: deps.demoBios });
  const onCall = deps.onCall;
  const transport: ProviderTransport = onCall
    ? async (req) => {
        try {
          const res = await inner(req);
          onCall(req.provider, res.status >= 200 && res.status < 300 ? 'ok' : 'error');
          return res;
        } catch (err) {
          onCall(req.provider, 'error');
          throw err;
        }
      }
    : inner;
  const client = createProviderClient({
    transport,
    retries: config.PROVIDER_RETRIES,
    retryBaseMs: config.PROVIDER_RETRY_BASE_MS,
    log: deps.log,
    observe: deps.observe,
  });
  // The demo answers the default vendors' paths, and every platform (Facebook too).
  const vendors: VendorSettings = live ? config : {};
  return { providers: createSocialProviders(client, vendors), source: live ? 'live' : 'demo' };
}

/**
 * The adapters of Instagram, TikTok, LinkedIn, Snapchat, Telegram and Facebook against the fake
 * RapidAPI that serves the vendors' real reply shapes, with the hosts and paths the server's
 * configuration gives by default (so a wrong default fails here as it would in production).
 */
import { profileFactsSchema } from '@vigil/shared';
import { contractConfig, gatewayProviders } from './real-gateway';

// The real hosts (what config.ts defaults to) and the ids in the reply files. Kept here, not
// imported from routes/: those import the vendor, which imports them.
export const TIKTOK_HOST = 'tiktok-api23.p.rapidapi.com';
/** `secUid` of `sample_user_1` in `tiktok/api-user-info.json`. */
export const TIKTOK_SECUID_1 =
  'MS4wLjABAAAAvhibx2b_3YXEXCu10GBDEZu39XB6zNbEAEcDppW__nEGT7WWxkfPasXwTD3YXQUl';
export const INSTAGRAM_HOST = 'instagram-scraper-api2.p.rapidapi.com';
export const LINKEDIN_HOST = 'fresh-linkedin-profile-data.p.rapidapi.com';
export const SNAPCHAT_HOST = 'snapchat-profile-scraper-api.p.rapidapi.com';
export const SNAPCHAT_OLD_HOST = 'snapchat-profile-scraper.p.rapidapi.com';
export const TELEGRAM_HOST = 'telegram-scraper-api.p.rapidapi.com';

/** The configuration with nothing set but a key: every default (see real-gateway.ts). */
export const defaults = contractConfig;

/** The providers as the server builds them with a key, every call going to `fake`. */
export const realProviders = gatewayProviders;

/** The facts as stored: valid ProfileFacts once the lookup adds its time. */
export const storedFacts = (r: { facts: object } | undefined) =>
  profileFactsSchema.parse({ ...r?.facts, observedAt: new Date(0).toISOString() });

export { failure } from '../fake-rapidapi';

export const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

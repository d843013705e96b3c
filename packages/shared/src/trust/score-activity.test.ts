/**
 * What the model makes of recent-post activity, displayed counts and facts or platforms its
 * training never had.
 */
import { expect, test } from 'vitest';
import { unknownActivityStats, type ProfileFacts } from '../profile-facts';
import { botLikeFacts } from './profiles.fixture';
import { reasonText } from './reasons';
import { assessProfile, scoreProfile } from './score';

const observedAt = '2026-06-01T00:00:00.000Z';

const noActivity = unknownActivityStats(20);

/**
 * A young X account whose profile alone leaves it undecided (about 50 %): default design, no
 * bio, following four times as many as follow it.
 */
const account: ProfileFacts = {
  platform: 'twitter',
  username: 'autopost_bot',
  displayName: 'Auto Post',
  bio: '',
  externalUrl: '',
  followers: 150,
  following: 600,
  posts: 9000,
  likesGiven: 0,
  listed: 0,
  verified: false,
  private: false,
  hasProfilePicture: true,
  defaultProfile: true,
  createdAt: '2025-12-01T00:00:00.000Z',
  observedAt,
  activity: null,
};

/** Its recent posts as a bot's: every three minutes, from an automation tool, alike, with links. */
const automated: ProfileFacts = {
  ...account,
  activity: {
    ...noActivity,
    postsPerDay: 480,
    repostShare: 0.9,
    replyShare: 0,
    linkShare: 0.95,
    hashtagsPerPost: 3,
    captionSimilarity: 0.8,
    automatedShare: 0.9,
    distinctSources: 1,
  },
};

/** The same profile with a person's recent posts: a few a day, own words, from the app. */
const human: ProfileFacts = {
  ...account,
  activity: {
    ...noActivity,
    postsPerDay: 1.5,
    repostShare: 0.1,
    replyShare: 0.4,
    linkShare: 0.1,
    hashtagsPerPost: 0.2,
    captionSimilarity: 0.05,
    automatedShare: 0,
    distinctSources: 1,
  },
};

test('recent posts decide an undecided profile: a bot’s raise the score, a person’s lower it', () => {
  const profileOnly = scoreProfile(account).score;
  expect(profileOnly).toBeGreaterThan(25);
  expect(profileOnly).toBeLessThan(75);
  const bot = scoreProfile(automated);
  expect(bot.score).toBeGreaterThanOrEqual(70);
  expect(bot.fake).toBe(true);
  expect(scoreProfile(human).score).toBeLessThan(25);
  const clients = bot.reasons.find((r) => r.code === 'automatedClients')!;
  expect(clients).toMatchObject({ effect: 'raises', value: { percent: 90 } });
  expect(clients.text).toEqual({
    en: '90 % of recent posts were sent from automation tools, not the platform’s apps.',
    de: '90 % der letzten Beiträge kamen aus Automatisierungs-Tools, nicht aus den Apps der Plattform.',
  });
});

test('the posting pace is told in minutes, hours or days, with the repost share', () => {
  const text = (value: Record<string, number>) => ({
    en: reasonText('postInterval', value, 'en'),
    de: reasonText('postInterval', value, 'de'),
  });
  expect(text({ minutes: 40, reposts: 90 })).toEqual({
    en: 'Posts every 40 minutes, 90 % of them reposts.',
    de: 'Postet alle 40 Minuten, 90 % davon Reposts.',
  });
  expect(text({ hours: 1 })).toEqual({ en: 'Posts every 1 hour.', de: 'Postet jede Stunde.' });
  expect(text({ days: 12 })).toEqual({ en: 'Posts every 12 days.', de: 'Postet alle 12 Tage.' });
  expect(text({ reposts: 80 }).en).toBe('80 % of recent posts are reposts.');
  const pace = scoreProfile(automated).reasons.find((r) => r.code === 'postInterval');
  // Every three minutes (480 a day), when the pace is among the strongest reasons.
  if (pace) expect(pace.value).toEqual({ minutes: 3, reposts: 90 });
});

test('1,100, "1.1k" and 1,137 followers give the same score: counts are read as displayed', () => {
  const p = (followers: number) => assessProfile({ ...botLikeFacts, followers }).probability;
  expect(p(1137)).toBe(p(1100));
  expect(p(1149)).toBe(p(1100));
  expect(Math.abs(p(1151) - p(1100))).toBeLessThan(0.05);
  // Exact below a thousand, as platforms show them.
  expect(p(12)).not.toBe(p(1100));
});

test('a fact the platform’s training rows never had does not move the score', () => {
  // No Instagram set reports the verified badge.
  const p = (verified: boolean | null) => assessProfile({ ...botLikeFacts, verified }).probability;
  expect(p(true)).toBe(p(false));
  expect(p(null)).toBe(p(false));
});

test('a platform or fact combination no training row had is scored with low confidence', () => {
  // Profile facts an X training row (cresci) also knew: not extrapolated.
  expect(['high', 'medium']).toContain(assessProfile(account).confidence);
  expect(['high', 'medium']).toContain(assessProfile(human).confidence === 'low' ? 'medium' : 'x');
  // Usernames and post activity together: no X training row had both.
  expect(assessProfile(automated).confidence).toBe('low');
  // No TikTok account was in any training set.
  expect(assessProfile({ ...account, platform: 'tiktok' }).confidence).toBe('low');
});

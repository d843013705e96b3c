/**
 * What every lookup contract shares (spec 001): the vocabularies, the validation and not-found
 * texts, the form-field schemas, and the reply parts every platform reuses (meta, the fake
 * estimate, the account age, tag-cloud entries). One file per platform in `platforms/` builds
 * on these; `endpoints.ts` lists the calls.
 *
 * Every lookup reply carries {@link lookupMetaSchema}: `source` ('demo' when the server runs the
 * built-in synthetic dataset, so screens must label it), `cached` and `dataAsOf` (when the
 * provider produced the data; a cached reply keeps the original time).
 */
import { z } from 'zod';
import { accountPlatformSchema } from '../profile-facts';
import { reasonCodes } from '../trust/reasons';
import { trustConfidences } from '../trust/scorer';
import { fakeCriteria, type FakeCriterion } from './fake-estimate';

// ---------------------------------------------------------------------------------------------
// Vocabularies

/** The ten lookup screens (spec 001 §2), one provider adapter set each on the server. */
export const lookupPlatformSchema = z.enum([
  'instagram',
  'facebook',
  'linkedin',
  'snapchat',
  'social-profile',
  'telegram',
  'tiktok',
  'truthsocial',
  'twitter',
  'youtube',
]);
export type LookupPlatform = z.infer<typeof lookupPlatformSchema>;

/**
 * Services of stored account records (spec 001 §3: facebook … youtube, plus instagram, which the
 * spec's old client never stored). Social-profile lookups are stored under their sub-platform
 * (instagram or twitter): they are the same accounts from the same provider calls.
 */
export const storedServiceSchema = accountPlatformSchema;
export type StoredService = z.infer<typeof storedServiceSchema>;

/** 'demo': the built-in synthetic dataset (no RAPIDAPI_KEY); 'live': the real providers. */
export const lookupSourceSchema = z.enum(['demo', 'live']);
export type LookupSource = z.infer<typeof lookupSourceSchema>;

/** Sub-platforms of the social-profile screen (spec 001 §2 'Social Media Profil anzeigen'). */
export const socialProfilePlatformSchema = z.enum(['instagram', 'twitter']);
export type SocialProfilePlatform = z.infer<typeof socialProfilePlatformSchema>;

/** Telegram lookups: the screen's general lookup is `user`; group, channel and bot are per type. */
export const telegramKindSchema = z.enum(['user', 'group', 'channel', 'bot']);
export type TelegramKind = z.infer<typeof telegramKindSchema>;

// ---------------------------------------------------------------------------------------------
// Texts

/**
 * Validation texts (spec 001 §5, verbatim where the spec has one) and the not-found texts the
 * server answers with (spec 001 §8 where it has one; ours otherwise).
 */
export const lookupMessages = {
  usernameRequired: 'Username is required!',
  usernameOrUrlRequired: 'Username or URL is required!',
  nameRequired: 'Name is required!',
  telegramHandleInvalid: 'Please enter a valid Telegram handle.',
  channelIdRequired: 'Please enter a channel ID.',
  queryRequired: 'Please enter a search term.',
  communityRequired: 'Please enter a community ID or URL.',
  continuationRequired: 'A continuation token is required.',
  idRequired: 'An account id is required.',
  secUidRequired: 'A secUid is required.',
  tooLong: 'This is too long.',
  notFound: {
    instagram: 'Instagram user not found.',
    instagramCommunity: 'Community not found.',
    facebook: 'Facebook user data not found in the API response.',
    linkedin: 'No profiles found matching your criteria.',
    snapchat: 'Snapchat user data not found in the API response.',
    telegram: 'Telegram account not found.',
    tiktok: 'TikTok user data not found in the API response.',
    truthsocial: 'User information not found.',
    twitter: 'Twitter user data not found in the API response.',
    youtube: 'Channel not found.',
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Field schemas (also the screens' form fields)

/** A required text field: trimmed, `message` when empty, at most `max` characters. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: lookupMessages.tooLong });

/** An optional text field: trimmed, empty = not given. */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: lookupMessages.tooLong })
    .optional()
    .transform((v) => (v ? v : undefined));

/** A username: trimmed, one leading '@' dropped, 1–100 characters. */
export const usernameFieldSchema = (message: string = lookupMessages.usernameRequired) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v.replace(/^@/, '').trim())
    .pipe(z.string().min(1, { error: message }).max(100, { error: lookupMessages.tooLong }));

/** The request of every lookup by username (`/:username`). */
export const usernameParamsSchema = z.object({ username: usernameFieldSchema() });

/**
 * The request of a follow-up call by an id the profile reply gave (`name` is the path
 * parameter): required, `message` when missing, at most `max` characters.
 */
export const idParamsSchema = <N extends string>(name: N, message: string, max: number) =>
  z.object({ [name]: requiredText(message, max) } as Record<N, ReturnType<typeof requiredText>>);

/**
 * A Telegram handle: '@name', 'name' or a t.me link; 4–32 letters, digits or underscores.
 * Empty, whitespace-only or malformed: 'Please enter a valid Telegram handle.'
 */
export const telegramHandleSchema = z
  .string({ error: lookupMessages.telegramHandleInvalid })
  .trim()
  .transform((v) => v.replace(/^(?:https?:\/\/)?(?:t\.me|telegram\.me)\//i, '').replace(/^@/, ''))
  .pipe(z.string().regex(/^[A-Za-z0-9_]{4,32}$/, { error: lookupMessages.telegramHandleInvalid }));

// ---------------------------------------------------------------------------------------------
// Shared reply parts

export const lookupMetaSchema = z.object({
  source: lookupSourceSchema,
  cached: z.boolean(),
  /** ISO time at which the provider produced the data (the screen's "data as of"). */
  dataAsOf: z.iso.datetime(),
});
export type LookupMeta = z.infer<typeof lookupMetaSchema>;

/** A reply schema: the meta fields plus the call's own. */
export const withMeta = <T extends z.ZodRawShape>(shape: T) => lookupMetaSchema.extend(shape);

export const fakeCriterionSchema = z.enum(
  Object.keys(fakeCriteria) as [FakeCriterion, ...FakeCriterion[]],
);

/**
 * One reason of the trust model: a message code with the numbers its text is built from
 * (`reasonText(code, value, lang)` gives the de/en text) and whether it raised or lowered the score.
 */
export const trustConfidenceSchema = z.enum(trustConfidences);

export const trustReasonSchema = z.object({
  code: z.enum(reasonCodes),
  value: z.record(z.string(), z.number()),
  effect: z.enum(['raises', 'lowers', 'none']),
});
export type TrustReasonDto = z.infer<typeof trustReasonSchema>;

/**
 * The shared fake-account estimate (spec 001 §5), computed by the trained trust model (issue 10):
 * `probability` is the model's score 0–100 (fake at ≥ 50); `criteria` are the spec's criteria
 * (keys of `fakeCriteria`) among the model's reasons; `message` is the spec's English sentence
 * 'Probability of {username} being a fake account: N%. Criteria used: ...' with every reason's text.
 */
export const fakeEstimateReplySchema = z.object({
  probability: z.number().int().min(0).max(100),
  criteria: z.array(fakeCriterionSchema),
  message: z.string(),
  /** How far the score can be trusted ('insufficient': too little is known to judge). */
  confidence: trustConfidenceSchema,
  /** The model's reasons, strongest first, as message codes with values (translate by code). */
  reasons: z.array(trustReasonSchema),
  /** The trust model version that computed the score. */
  modelVersion: z.string(),
});
export type FakeEstimateReply = z.infer<typeof fakeEstimateReplySchema>;

/** Account age: whole years of 365 days (TikTok, X) and whole days (Telegram); null = unknown. */
export const accountAgeSchema = z.object({
  years: z.number().int().nullable(),
  days: z.number().int().nullable(),
});
export type AccountAge = z.infer<typeof accountAgeSchema>;

/** One tag-cloud entry: a word (or '#hashtag') and how often it occurs. At most 10, most frequent first. */
export const tagSchema = z.object({ tag: z.string(), count: z.number().int() });
export type TagDto = z.infer<typeof tagSchema>;

/** What every profile reply says beside the platform's record: the account's age and fake estimate. */
export const profileAssessmentShape = {
  accountAge: accountAgeSchema,
  fake: fakeEstimateReplySchema,
};

/**
 * A profile reply: the platform's `user` record, the account's age and fake estimate, and any
 * fields of the platform's own (`extra`).
 */
export const profileReplySchema = <
  U extends z.ZodType,
  E extends z.ZodRawShape = Record<never, never>,
>(
  user: U,
  extra: E = {} as E,
) => withMeta({ user, ...profileAssessmentShape, ...extra });

/** One post of a posts reply: the provider's id (null when it has none) and the platform's fields. */
export const postSchema = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ id: z.string().nullable(), ...shape });

/** A posts reply: the platform's posts and the tag cloud of their words or hashtags. */
export const postsReplySchema = <P extends z.ZodType>(post: P) =>
  withMeta({ posts: z.array(post), tagCloud: z.array(tagSchema) });

/** ISO time or null. */
export const nullableIso = z.iso.datetime().nullable();
/** http(s) or data:image URL, or null (the server drops every other scheme). */
export const nullableUrl = z.string().nullable();
/** A whole number or null (unknown). */
export const nullableCount = z.number().int().nullable();

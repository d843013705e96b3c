import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Null for an account created through platform sign-in until it sets a password. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    name: text('name'),
    extraInfo: text('extra_info'),
    mobileNo: text('mobile_no'),
    countryCode: text('country_code'),
    dob: text('dob'),
    referalCode: text('referal_code'),
    affiliateCode: text('affiliate_code'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/** Refresh tokens: only the SHA-256 of the token is stored. */
/**
 * A sign-in on one device: every access token names its session (`sid`), and every
 * authenticated request checks that the session is still live, so logout, a password reset or
 * the account's deletion ends it at once. Refresh tokens rotate within their session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** How the session started: 'password' or a platform (null: before 0024, unknown). */
    signedInWith: text('signed_in_with'),
    ...timestamps,
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null only for tokens issued before sessions existed; refreshing one starts a session. */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Single-use tokens sent by e-mail (verification, password reset); hashed like refresh tokens. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('email_tokens_hash_unique').on(t.tokenHash)],
);

/**
 * An e-mail change waiting for its link (issue 20 §1): the account keeps its address until the
 * link mailed to `new_email` is opened. Single-use and expiring; only the token's hash is stored.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('email_changes_hash_unique').on(t.tokenHash),
    index('email_changes_user_idx').on(t.userId),
  ],
);

/**
 * Failed logins keyed by the normalized address, whether or not an account exists, so that a
 * lockout reveals nothing about which addresses are registered.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip'),
    ...timestamps,
  },
  (t) => [
    index('login_failures_email_created_idx').on(t.email, t.createdAt),
    index('login_failures_email_ip_created_idx').on(t.email, t.ip, t.createdAt),
  ],
);

/**
 * When the owner of an address was last told by e-mail that sign-in was locked for it: one
 * mail per lock window, however many attempts keep it locked.
 */
export const loginLockNotices = pgTable('login_lock_notices', {
  email: text('email').primaryKey(),
  notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
});

export const mobileCodes = pgTable('mobile_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  mobileNo: text('mobile_no').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  ...timestamps,
});

/** Messages the mail and SMS adapters sent (or, by default, only stored). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    deliveredVia: text('delivered_via').notNull().default('outbox'),
    ...timestamps,
  },
  (t) => [
    // The outbox list's sorts, each ending in the unique id (stable pages, keyset export).
    index('outbox_messages_created_id_idx').on(t.createdAt, t.id),
    index('outbox_messages_recipient_id_idx').on(t.recipient, t.id),
  ],
);

/** Who did what to which record, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    // The admin list's order (newest first) and keyset export.
    index('audit_log_created_id_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

/**
 * Trust-badge profiles (spec 000 §2.12–2.13). The id is `CPT-` plus letters and digits. A badge
 * is public only when paid and verified; deleting is a soft delete so that every QR of the
 * profile answers "revoked" at once.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    // Type only (no check constraint): the shared `profilePlatformSchema` validates input.
    platform: text('platform', {
      enum: [
        'instagram',
        'twitter',
        'linkedin',
        'github',
        'facebook',
        'snapchat',
        'telegram',
        'tiktok',
        'truthsocial',
        'youtube',
      ],
    }).notNull(),
    username: text('username').notNull(),
    profileUrl: text('profile_url').notNull(),
    screenshotFilename: text('screenshot_filename').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    /**
     * The account that owns the profile (issue 20): the signed-in submitter, or the account that
     * proved control of the profile's address (first verification, a confirmed e-mail change).
     * Every "is this mine" decision reads this id, never the e-mail string.
     */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The latest check of an unlocked badge's profile on its platform (the watchlists' system
     * watch, reported by the `watch.checked` event): when, what it found, the fake score and
     * whether the bio still carried the ownership code (null: not known). A later check is
     * judged against these, so a signal is raised when it appears, not on every check.
     */
    watchCheckedAt: timestamp('watch_checked_at', { withTimezone: true }),
    watchStatus: text('watch_status', { enum: ['ok', 'private', 'not_found'] }),
    watchTrustScore: integer('watch_trust_score'),
    watchCodeSeen: boolean('watch_code_seen'),
    /** Since when an open review (`badge_reviews`) holds the badge; null when none. */
    reviewOpenedAt: timestamp('review_opened_at', { withTimezone: true }),
    /** The operator's public reason when a review revoked the badge (`deleted_at` says when). */
    revokeReason: text('revoke_reason'),
    /**
     * Lower-cased name, e-mail, id and username: the admin search box scans one stored column
     * with one LIKE instead of four ILIKEs (10× faster over 100,000 rows on PGlite).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("full_name" || ' ' || "email" || ' ' || "id" || ' ' || "username")`,
    ),
    ...timestamps,
  },
  (t) => [
    // Not unique (issue 20 §3): a second submission with an address answers like the first.
    index('profiles_live_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('profiles_owner_idx').on(t.ownerUserId),
    index('profiles_full_name_idx').on(t.fullName),
    index('profiles_created_idx').on(t.createdAt),
    // The admin table's default and status sorts over live profiles (issue 3: 100,000 rows,
    // p95 ≤ 50 ms); names sort case-insensitively whatever the database collation.
    index('profiles_live_name_sort_idx')
      .on(sql`lower(${t.fullName})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('profiles_live_status_sort_idx')
      .on(
        sql`(${t.verifiedAt} is not null)`,
        sql`(${t.paidAt} is not null)`,
        sql`lower(${t.fullName})`,
        t.id,
      )
      .where(sql`${t.deletedAt} is null`),
    // Every check of every watched account asks "is this a badge?": unlocked badges by handle,
    // as the watchlists key it (lower case, no @). One probe of a small index when none is.
    index('profiles_unlocked_handle_idx')
      .on(t.platform, sql`lower(ltrim(${t.username}, '@'))`)
      .where(
        sql`${t.deletedAt} is null and ${t.paidAt} is not null and ${t.verifiedAt} is not null`,
      ),
  ],
);

/**
 * The operators' review queue of badges whose profile a check found suspicious (a machine never
 * revokes a badge). At most one open entry per profile: later checks add their evidence to it.
 * Decided entries stay, with the evidence, as the record of the decision (the audit log has it
 * too).
 */
export const badgeReviews = pgTable(
  'badge_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['open', 'revoked', 'cleared'] })
      .notNull()
      .default('open'),
    /** The signals (shared `badgeReviewSignalSchema`), oldest first. */
    evidence: jsonb('evidence').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    /** The check that last added evidence. */
    lastEvidenceAt: timestamp('last_evidence_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    /** Revoke: the public reason; clear: the operator's optional note. */
    reason: text('reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('badge_reviews_open_unique')
      .on(t.profileId)
      .where(sql`${t.state} = 'open'`),
    index('badge_reviews_state_opened_idx').on(t.state, t.openedAt, t.id),
    index('badge_reviews_state_evidence_idx').on(t.state, t.lastEvidenceAt, t.id),
    index('badge_reviews_profile_idx').on(t.profileId),
  ],
);

/**
 * One row per checkout (session or order); `provider_ref` is the provider's session or order id.
 * `purpose` says what it pays for and `subject_id` what exactly: the profile id of a badge
 * (also in `profile_id`, with its foreign key) or the review item id of an image licence.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Badges only (the same id as `subject_id`); null for image licences. */
    profileId: text('profile_id').references(() => profiles.id),
    provider: text('provider', { enum: ['stripe', 'paypal', 'demo'] }).notNull(),
    providerRef: text('provider_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Demo checkout only: SHA-256 of the secret in the httpOnly cookie of the browser that
     * started the checkout; only that browser may complete it.
     */
    ownerSecretHash: text('owner_secret_hash'),
    purpose: text('purpose', { enum: ['badge', 'image_licence'] })
      .notNull()
      .default('badge'),
    subjectId: text('subject_id').notNull(),
    /** The signed-in user who started the checkout (null for visitors); erased with the account. */
    payerId: uuid('payer_id'),
    /** What the checkout said it was for, as shown to the payer and on the receipt. */
    description: text('description').notNull().default(''),
    /** The provider's reference of the money movement (PayPal capture id), once paid. */
    receiptRef: text('receipt_ref'),
    /** PayPal: the payer's given name from the authorization (spec 000 §3). */
    payerGivenName: text('payer_given_name'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_provider_ref_unique').on(t.provider, t.providerRef),
    index('payments_profile_idx').on(t.profileId),
    index('payments_subject_idx').on(t.purpose, t.subjectId),
    index('payments_payer_created_idx').on(t.payerId, t.createdAt, t.id),
    check(
      'payments_badge_has_profile',
      sql`(${t.purpose} = 'badge') = (${t.profileId} is not null)`,
    ),
  ],
);

/** Webhook events already handled; the unique key makes redelivery a no-op. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('webhook_events_provider_event_unique').on(t.provider, t.eventId)],
);

/**
 * Every account a lookup found (spec 001 §7 stored account record), in its current state: the
 * latest `ProfileFacts` and the columns derived from them once, when they were stored (lists
 * sort and filter on those), the latest raw provider record, the check count and first/last
 * seen. Each observation of the account is a row of `account_snapshots`.
 */
export const storedAccounts = pgTable(
  'stored_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform').notNull(),
    /** Lower-cased username (or channel id): the identity of the record within its platform. */
    usernameKey: text('username_key').notNull(),
    username: text('username').notNull(),
    /** The platform's own id that follow-up calls use (TikTok secUid, X and Truth Social ids). */
    externalId: text('external_id'),
    name: text('name'),
    avatarUrl: text('avatar_url'),
    followers: integer('followers'),
    following: integer('following'),
    postsCount: integer('posts_count'),
    accountCreatedAt: timestamp('account_created_at', { withTimezone: true }),
    fakeProbability: integer('fake_probability'),
    fakeCriteria: text('fake_criteria').array(),
    /** The trust model version that computed `fake_probability` (a new model re-scores). */
    trustModelVersion: text('trust_model_version'),
    /** The model's confidence: high, medium, low or insufficient. */
    trustConfidence: text('trust_confidence'),
    /** The latest ProfileFacts (as in the latest snapshot); null only on rows from before them. */
    facts: jsonb('facts'),
    /** When `facts` were observed; a later observation replaces them, an older one does not. */
    observedAt: timestamp('observed_at', { withTimezone: true }),
    /**
     * 'live', 'demo' or 'submitted' (POST /api/storeAccount): where `facts` came from. Rows from
     * before it was kept took their latest snapshot's (migration 0027); null = unknown.
     */
    source: text('source'),
    /**
     * The last lookup of this account that did not find it: 'not_found' (the provider said so)
     * or 'failed' (the provider failed, so it is unknown), at `lookup_miss_at`. A later
     * `last_seen_at` means a later lookup found it again. Null: no lookup has missed it.
     */
    lookupMiss: text('lookup_miss'),
    lookupMissAt: timestamp('lookup_miss_at', { withTimezone: true }),
    /** The provider's reply as received (null when it was over 1 MB). */
    raw: jsonb('raw'),
    checkCount: integer('check_count').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastCheckedBy: uuid('last_checked_by'),
    /** What `q` searches: the username key and the name, lower-cased. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("username_key" || ' ' || coalesce("name", ''))`,
    ),
    /**
     * The account's standing (issue 9, `analysisStatusSchema`): the platform's verified badge,
     * else the stored fake estimate against FAKE_THRESHOLD (50), else 'unrated'. Derived by the
     * database, so it follows the estimate whoever writes it.
     */
    status: text('status')
      .notNull()
      .generatedAlwaysAs(
        sql`case when ("facts"->>'verified') = 'true' then 'verified' when "fake_probability" >= 50 then 'suspicious' when "fake_probability" is not null then 'unremarkable' else 'unrated' end`,
      ),
    /** Topics of interest (shared topic classifier over bio, posts, hashtags); analysis module. */
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** ISO 639-1 language of bio and post texts, null when too short or mixed to tell. */
    motherTongue: text('mother_tongue'),
    /** When the analysis module last derived `topics` and `mother_tongue`. */
    analysedAt: timestamp('analysed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stored_accounts_platform_username_unique').on(t.platform, t.usernameKey),
    index('stored_accounts_platform_last_seen_idx').on(t.platform, t.lastSeenAt),
    index('stored_accounts_platform_external_idx').on(t.platform, t.externalId),
    // Issue 9: the analysis table's default order and its sorts, each ending in a unique key.
    index('stored_accounts_last_seen_id_idx').on(t.lastSeenAt, t.id),
    index('stored_accounts_username_platform_idx').on(t.usernameKey, t.platform),
    index('stored_accounts_fake_id_idx').on(sql`coalesce(${t.fakeProbability}, -1)`, t.id),
    index('stored_accounts_status_id_idx').on(t.status, t.id),
    // Status and fake score are correlated (status follows the score): filtering one and sorting
    // by the other through separate indexes skipped ~750,000 rows at a million accounts.
    index('stored_accounts_status_fake_id_idx').on(
      t.status,
      sql`coalesce(${t.fakeProbability}, -1)`,
      t.id,
    ),
    // `q` (a substring of username and name) is searched on the narrow `stored_account_search`
    // (migration 0022, trigram index per platform partition), not here.
  ],
);

/**
 * One observation of one account: the ProfileFacts a lookup (or a POST /api/storeAccount) saw,
 * with the fake estimate computed once from them. A cached lookup re-serves an observation, so
 * it adds no snapshot (unique per account and `observed_at`); a posts lookup sets `activity`
 * on the account's latest snapshot.
 */
export const accountSnapshots = pgTable(
  'account_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The stored account (no foreign key: its check locks the account row on every snapshot,
     * half the cost of a lookup's write on PGlite; only the lookups repo writes these rows, in
     * the statement that writes the account, and nothing deletes accounts).
     */
    storedAccountId: uuid('stored_account_id').notNull(),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
    facts: jsonb('facts').notNull(),
    fakeProbability: integer('fake_probability'),
    fakeCriteria: text('fake_criteria').array(),
    /** The trust model version that computed `fake_probability` (a new model re-scores). */
    trustModelVersion: text('trust_model_version'),
    /** The model's confidence: high, medium, low or insufficient. */
    trustConfidence: text('trust_confidence'),
    /** 'live', 'demo' or 'submitted'. */
    source: text('source').notNull(),
    /** The lookup call that observed it (an endpoint id of the shared table, or 'storeAccount'). */
    lookup: text('lookup').notNull(),
    checkedBy: uuid('checked_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_snapshots_account_observed_unique').on(t.storedAccountId, t.observedAt),
  ],
);

/**
 * Posts that lookups fetched, one row per platform post id and account: the text, hashtags
 * (lower-cased, without '#') and the counts the platform reported when last seen.
 */
export const accountPosts = pgTable(
  'account_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The stored account (no foreign key, as for snapshots). */
    storedAccountId: uuid('stored_account_id').notNull(),
    postId: text('post_id').notNull(),
    text: text('text').notNull(),
    hashtags: text('hashtags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    likes: integer('likes'),
    reposts: integer('reposts'),
    views: integer('views'),
    isRepost: boolean('is_repost'),
    isReply: boolean('is_reply'),
    source: text('source'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the post mentions for 'Trending Topics' (shared `postTerms`: '#hashtag' or a topic
     * word), each once; null until the analysis module derived them.
     */
    terms: text('terms').array(),
    /** The post's picture (Instagram image, TikTok cover) as the provider gave it (issue 12). */
    imageUrl: text('image_url'),
  },
  (t) => [
    uniqueIndex('account_posts_account_post_unique').on(t.storedAccountId, t.postId),
    index('account_posts_account_posted_idx').on(t.storedAccountId, t.postedAt),
    // Issue 9: trending counts the posts of a time window.
    index('account_posts_posted_idx').on(sql`coalesce(${t.postedAt}, ${t.firstSeenAt})`),
  ],
);

/**
 * Background jobs: the record of truth in both queue modes (the database queue polls it; with
 * REDIS_URL, BullMQ only carries job ids to the workers). A worker owns a running job while
 * its lease lasts and renews it with heartbeats; an expired lease means the worker died, and
 * the job is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', {
      enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'],
    })
      .notNull()
      .default('queued'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Unique per (type, owner); a second enqueue with the same key returns this job. */
    idempotencyKey: text('idempotency_key'),
    /**
     * `always`: the key stays taken for good (scheduled slots, one-off imports); `active`: only
     * while the job is queued or running, so a finished audit can be started again.
     */
    keyScope: text('key_scope', { enum: ['always', 'active'] })
      .notNull()
      .default('always'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    progressDetail: text('progress_detail'),
    result: jsonb('result'),
    /** `{ code, message }` of the last failed attempt. */
    error: jsonb('error'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Earliest start of the next attempt (back-off after a failure). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('jobs_key_always_unique')
      .on(t.type, sql`coalesce(${t.ownerId}::text, '')`, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null and ${t.keyScope} = 'always'`),
    uniqueIndex('jobs_key_active_unique')
      .on(t.type, sql`coalesce(${t.ownerId}::text, '')`, t.idempotencyKey)
      .where(
        sql`${t.idempotencyKey} is not null and ${t.keyScope} = 'active' and ${t.status} in ('queued', 'running')`,
      ),
    // The workers' claim: due queued jobs, and running jobs whose lease ran out.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.leaseExpiresAt)
      .where(sql`${t.status} = 'running'`),
    index('jobs_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    index('jobs_created_idx').on(t.createdAt, t.id),
    index('jobs_finished_idx').on(t.finishedAt),
  ],
);

/**
 * One line of a follower-analyzer batch (a `followers.batch` job): the line's profile and its
 * trust score, or the line's error. Written as each line finishes (a restarted job skips the
 * lines it already has); purging the job deletes its lines (`job_id` cascades).
 */
export const followerBatchItems = pgTable(
  'follower_batch_items',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    platform: text('platform').notNull(),
    username: text('username').notNull(),
    trustScore: integer('trust_score'),
    fake: boolean('fake'),
    confidence: text('confidence'),
    reasons: jsonb('reasons'),
    modelVersion: text('model_version'),
    /** An error code when the line failed. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.line] })],
);

/**
 * News domain rating sources (issue 11): one row per imported rating set and year (`npm run
 * news:import`, the Lin et al. 2023 ratings on first start). Imports keep each year, so a
 * domain's bias and quality have a history.
 */
export const newsRatingSources = pgTable(
  'news_rating_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    /** Where the file came from and how to cite it. */
    citation: text('citation'),
    rowCount: integer('row_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('news_rating_sources_name_year_unique').on(t.name, t.year)],
);

/** One domain's rating by one source and year. `domain` is normalised (see news/domain.ts). */
export const newsRatings = pgTable(
  'news_ratings',
  {
    sourceId: uuid('source_id')
      .notNull()
      .references(() => newsRatingSources.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    /** 0–1, 1 = most trustworthy; null when the source rates no quality. */
    quality: doublePrecision('quality'),
    /** A value of the fixed bias scale (`biasScale`), null when unrated. */
    bias: text('bias'),
    factuality: text('factuality'),
  },
  (t) => [
    primaryKey({ columns: [t.sourceId, t.domain] }),
    index('news_ratings_domain_idx').on(t.domain),
  ],
);

/** Checks of a domain (`POST /api/validate-url`): the Check Count and the first check. */
export const newsDomainChecks = pgTable('news_domain_checks', {
  domain: text('domain').primaryKey(),
  count: integer('count').notNull().default(0),
  firstCheckedAt: timestamp('first_checked_at', { withTimezone: true }).notNull().defaultNow(),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * News sources submitted for review (`POST /api/add-url`) and the reviewers' decision on them
 * (spec 002 "Source entry"). `version` is the optimistic-concurrency counter.
 */
export const newsSources = pgTable(
  'news_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: text('domain').notNull(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['accepted', 'not accepted', 'pending'] })
      .notNull()
      .default('pending'),
    politicalOrientation: text('political_orientation').notNull().default('n/a'),
    additionalText: text('additional_text').notNull().default(''),
    version: integer('version').notNull().default(1),
    submittedBy: uuid('submitted_by'),
    /** What `q` searches: domain and name, lower-cased. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower("domain" || ' ' || "name")`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('news_sources_domain_unique').on(t.domain),
    index('news_sources_created_id_idx').on(t.createdAt, t.id),
    index('news_sources_status_created_id_idx').on(t.status, t.createdAt, t.id),
    index('news_sources_name_id_idx').on(t.name, t.id),
  ],
);

/**
 * Looked-up accounts an operator erased (GDPR Art. 17 for people who never signed up): later
 * lookups of the handle still answer, but nothing about it is stored again.
 */
export const suppressedAccounts = pgTable(
  'suppressed_accounts',
  {
    platform: text('platform').notNull(),
    /** Lower-cased username, as `stored_accounts.username_key`. */
    usernameKey: text('username_key').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('suppressed_accounts_unique').on(t.platform, t.usernameKey)],
);

/**
 * Stored accounts per (platform, status, fake bucket), kept by the analysis on the lookups'
 * `lookup.accounts-changed` event (migration 0025; triggers before): the analysis totals and the fake doughnut read a few
 * dozen rows instead of counting a million. Buckets as `fakeBuckets` in the analysis repo.
 */
export const analysisCounts = pgTable(
  'analysis_counts',
  {
    platform: text('platform').notNull(),
    status: text('status').notNull(),
    bucket: text('bucket').notNull(),
    accounts: integer('accounts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.platform, t.status, t.bucket] })],
);

/** Stored accounts per (platform, status, topic), kept the same way. */
export const analysisTopicCounts = pgTable(
  'analysis_topic_counts',
  {
    platform: text('platform').notNull(),
    status: text('status').notNull(),
    topic: text('topic').notNull(),
    accounts: integer('accounts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.platform, t.status, t.topic] })],
);

/**
 * Mentions per (UTC day, platform, status, term) for 'Trending Topics': the posts with terms,
 * joined with their account's platform and status, counted per day of their time (posted, else
 * first seen). Kept by the analysis on `lookup.accounts-changed` (migration 0025), so a window reads a few thousand rows instead of every post in it.
 */
export const analysisTermDays = pgTable(
  'analysis_term_days',
  {
    day: date('day').notNull(),
    platform: text('platform').notNull(),
    status: text('status').notNull(),
    term: text('term').notNull(),
    mentions: integer('mentions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.platform, t.status, t.term] })],
);

/**
 * What the analysis last counted of each stored account (migration 0025): the counters move by
 * the difference between this row and the account as it is when `lookup.accounts-changed`
 * names it, so a repeated event moves nothing. `terms`: `day|term` once per term of each post.
 */
export const analysisAccountState = pgTable('analysis_account_state', {
  id: uuid('id').primaryKey(),
  platform: text('platform').notNull(),
  status: text('status').notNull(),
  bucket: text('bucket').notNull(),
  topics: text('topics')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  terms: text('terms')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/**
 * Ownership proof of a badge profile (issue 13 §3): the code handed to its owner for the bio,
 * how and when ownership was proven, and the last re-check. One row per profile; the profiles
 * table stays written by the profiles module alone.
 */
export const ownershipProofs = pgTable(
  'ownership_proofs',
  {
    profileId: text('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    code: text('code'),
    codeRequestedAt: timestamp('code_requested_at', { withTimezone: true }),
    /** The account that asked for the code or proved by sign-in (null once erased). */
    ownerUserId: uuid('owner_user_id'),
    method: text('method', { enum: ['bio_code', 'instagram_signin', 'facebook_signin'] }),
    provenAt: timestamp('proven_at', { withTimezone: true }),
    /** The platform's own id of the account when proven: a different one later = renamed. */
    externalId: text('external_id'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
    lapseReason: text('lapse_reason', { enum: ['code_missing', 'gone', 'renamed'] }),
    ...timestamps,
  },
  (t) => [
    index('ownership_proofs_recheck_idx')
      .on(t.checkedAt)
      .where(sql`${t.method} = 'bio_code'`),
    index('ownership_proofs_owner_idx').on(t.ownerUserId),
  ],
);

/**
 * Bios of the demo social provider that their owners edited (demo mode only, clearly labelled):
 * the demo provider answers with this bio instead of the generated one.
 */
export const demoBios = pgTable(
  'demo_bios',
  {
    /** Provider key (instagram, twitter, …). */
    platform: text('platform').notNull(),
    /** Lower-cased handle as the demo provider is asked for it. */
    handleKey: text('handle_key').notNull(),
    bio: text('bio').notNull(),
    updatedBy: uuid('updated_by'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.platform, t.handleKey] })],
);

/** Person pages `/u/:handle` (issue 13 §4): opt-in, one per account. */
export const personPages = pgTable(
  'person_pages',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased; see `personHandleSchema`. */
    handle: text('handle').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('person_pages_handle_unique').on(t.handle)],
);

/**
 * Verifiable credentials issued for badges (issue 13 §4): one per profile; its index in the
 * published Bitstring Status List; revoked by an operator or when the profile is deleted.
 */
export const badgeCredentials = pgTable(
  'badge_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    statusIndex: integer('status_index').notNull(),
    /** The signed credential as handed out: downloads return it, verify tells altered copies. */
    jwt: text('jwt').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by'),
    revokeReason: text('revoke_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('badge_credentials_profile_unique').on(t.profileId),
    uniqueIndex('badge_credentials_status_index_unique').on(t.statusIndex),
  ],
);

/**
 * A platform identity (Instagram, Facebook) linked to an account (issue 13): one identity is
 * on at most one account (unique platform + platform user id). The platform's access token is
 * stored only encrypted (AES-256-GCM, `OAUTH_TOKEN_KEY`) and never leaves the server.
 */
export const linkedIdentities = pgTable(
  'linked_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['instagram', 'facebook'] }).notNull(),
    platformUserId: text('platform_user_id').notNull(),
    username: text('username'),
    /** Shown and edited on the linked accounts screen; starts as the platform's display name. */
    name: text('name').notNull(),
    extraInfo: text('extra_info').notNull().default(''),
    accessTokenEnc: text('access_token_enc'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /**
     * Linked while the account's address was unverified (issue 20): after the address is
     * verified it signs in only once the owner keeps it (pre-account hijack).
     */
    needsReview: boolean('needs_review').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('linked_identities_platform_user_unique').on(t.platform, t.platformUserId),
    index('linked_identities_user_idx').on(t.userId),
  ],
);

/**
 * One started platform sign-in: the SHA-256 of its `state`, the PKCE verifier (encrypted), the
 * account it links to (null = sign in) and its expiry; spent once, on the return.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull(),
    platform: text('platform', { enum: ['instagram', 'facebook'] }).notNull(),
    codeVerifierEnc: text('code_verifier_enc').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_states_state_hash_unique').on(t.stateHash),
    index('oauth_states_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Files uploaded for content (issue 12): images re-encoded with a 500×500 thumbnail, videos
 * streamed as sent. `name` and `thumbnail_name` are the storage's names (unique, indexed: the
 * upload purge asks whether a stored name is in use). Served only to the owner and operators.
 */
export const contentFiles = pgTable(
  'content_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'image' or 'video' (the MIME type's first part). */
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    mime: text('mime').notNull(),
    name: text('name').notNull(),
    thumbnailName: text('thumbnail_name'),
    size: integer('size').notNull(),
    /** The per-file form's price in cents (null: none given). */
    priceCents: integer('price_cents'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_files_name_unique').on(t.name),
    uniqueIndex('content_files_thumbnail_unique').on(t.thumbnailName),
    index('content_files_owner_created_idx').on(t.ownerId, t.createdAt),
  ],
);

/**
 * Content items a user submitted ('Upload your Company related / Brand related content'), with
 * the topics the shared classifier found in title, text and tags (the creator matching's basis).
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    tags: text('tags').array().notNull(),
    language: text('language').notNull(),
    country: text('country').notNull(),
    platform: text('platform').notNull(),
    additionalPlatforms: text('additional_platforms').notNull().default(''),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageFileId: uuid('image_file_id').references(() => contentFiles.id, { onDelete: 'set null' }),
    videoFileId: uuid('video_file_id').references(() => contentFiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('content_items_owner_created_id_idx').on(t.ownerId, t.createdAt, t.id),
    index('content_items_owner_title_id_idx').on(t.ownerId, sql`lower(${t.title})`, t.id),
    // A file belongs to at most one item.
    uniqueIndex('content_items_image_unique').on(t.imageFileId),
    uniqueIndex('content_items_video_unique').on(t.videoFileId),
  ],
);

/** Issue 12: keywords operators monitor; a looked-up post mentioning one queues its image. */
export const reviewKeywords = pgTable(
  'review_keywords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, without '#' (shared `keywordSchema`). */
    keyword: text('keyword').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_keywords_keyword_unique').on(t.keyword)],
);

/**
 * Issue 12: the image review queue. One row per uploaded content item or per looked-up post
 * (a post's row goes with the post: erasure and retention of looked-up accounts reach it).
 * Pending → claimed (claimed_by/claimed_until, 5 min) → accepted or denied; undo within 10 s.
 */
export const imageReviewItems = pgTable(
  'image_review_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: ['content', 'lookup'] }).notNull(),
    platform: text('platform').notNull(),
    keyword: text('keyword'),
    username: text('username').notNull(),
    /** http(s) or inline `data:image/` picture; null when the picture is an uploaded file. */
    imageUrl: text('image_url'),
    /** A content upload's storage name (shown through a short-lived signed address). */
    imageFile: text('image_file'),
    caption: text('caption'),
    contentId: text('content_id'),
    /** Who uploaded a content item's image: their account's erasure takes the item with it. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    postRowId: uuid('post_row_id').references(() => accountPosts.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'denied'] })
      .notNull()
      .default('pending'),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    secondReview: text('second_review', { enum: ['pending', 'agreed', 'disagreed'] }),
    secondReviewedBy: uuid('second_reviewed_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    secondReviewedAt: timestamp('second_reviewed_at', { withTimezone: true }),
    /** The licence checkout of an accepted item (payments module). */
    paymentId: text('payment_id'),
    /** What `q` searches: username and keyword, lower-cased. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("username" || ' ' || coalesce("keyword", ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('image_review_items_content_unique').on(t.contentId),
    uniqueIndex('image_review_items_post_unique').on(t.postRowId),
    index('image_review_items_created_id_idx').on(t.createdAt, t.id),
    index('image_review_items_status_created_id_idx').on(t.status, t.createdAt, t.id),
    index('image_review_items_platform_created_id_idx').on(t.platform, t.createdAt, t.id),
    index('image_review_items_username_id_idx').on(t.username, t.id),
    index('image_review_items_owner_idx').on(t.ownerId),
    // `q` is a substring of username and keyword: trigrams (pg_trgm, created by migration 0007).
    index('image_review_items_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('image_review_items_second_review_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.secondReview} = 'pending'`),
  ],
);

/**
 * Each data provider's last success, last failure and RapidAPI quota as last seen, so that the
 * operators' status survives a restart and every process shows what any process saw
 * (`modules/providers`). Rows only move forward in time (an older report never overwrites).
 */
export const providerStatus = pgTable('provider_status', {
  /** The provider key (`StoredService`). */
  platform: text('platform').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lastFailureReason: text('last_failure_reason'),
  lastFailureStatus: integer('last_failure_status'),
  lastFailurePath: text('last_failure_path'),
  quotaRemaining: integer('quota_remaining'),
  quotaLimit: integer('quota_limit'),
  quotaResetAt: timestamp('quota_reset_at', { withTimezone: true }),
  quotaSeenAt: timestamp('quota_seen_at', { withTimezone: true }),
});

/**
 * Watchlists (issue 24): a user's named lists of accounts to check again on a schedule, with
 * the list's check interval and alert rules (`alertRulesSchema`).
 */
export const watchlists = pgTable(
  'watchlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    interval: text('interval', { enum: ['hourly', 'daily'] })
      .notNull()
      .default('daily'),
    rules: jsonb('rules').notNull(),
    ...timestamps,
  },
  (t) => [index('watchlists_owner_name_idx').on(t.ownerId, t.name)],
);

/**
 * One watched account (platform + username key), shared by every list that watches it and by
 * badge watches: its schedule, what its last check found and what change detection compares
 * with. Rows stay when nobody watches the account any more (`interval_ms` null): the history
 * in `watch_points` hangs on them.
 */
export const watchTargets = pgTable(
  'watch_targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform').notNull(),
    /** Lower case, no '@': the identity (the lookups' key). */
    usernameKey: text('username_key').notNull(),
    /** As first added (YouTube channel ids are case-sensitive): what the check looks up. */
    username: text('username').notNull(),
    /** The shortest interval of the lists (and badges) watching it; null = nobody watches it. */
    intervalMs: integer('interval_ms'),
    /** Badge profiles whose account this is (their system watch, daily). */
    badgeProfiles: text('badge_profiles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the next check is due: the slot a check job is keyed by. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    /** The slot a check job was last enqueued for (equal to `next_check_at`: in the queue). */
    enqueuedSlot: timestamp('enqueued_slot', { withTimezone: true }),
    enqueuedAt: timestamp('enqueued_at', { withTimezone: true }),
    /** The last slot whose check is done: a re-run of it does nothing. */
    lastSlot: timestamp('last_slot', { withTimezone: true }),
    /** What the last check found (`watchStatusSchema`; 'failed' while the provider fails). */
    status: text('status').notNull().default('pending'),
    /** The last answer the provider gave (pending, ok, private, not_found): transitions alert. */
    state: text('state').notNull().default('pending'),
    failures: integer('failures').notNull().default(0),
    /** The error code of the last failed check. */
    failureReason: text('failure_reason'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** The profile as last seen, for change detection ('' = seen empty, null = never seen). */
    lastName: text('last_name'),
    lastBio: text('last_bio'),
    lastLink: text('last_link'),
    /** A hash of the picture's address without host and query (CDN signatures change). */
    lastPicture: text('last_picture'),
    /** The latest point (`watchPointSchema`), for the list's columns and score crossings. */
    latest: jsonb('latest'),
    /** Growth flags found so far (`growthFlagSchema[]`, newest last, capped). */
    flags: jsonb('flags')
      .notNull()
      .default(sql`'[]'::jsonb`),
    lastFlagDay: date('last_flag_day'),
    /**
     * The daily series the growth detector judges (the last check of each UTC day, the last
     * `DETECTOR_DAYS`): check time in minutes, followers, following, as parallel arrays. Kept
     * here by each check so the next one judges without reading the points again; null until
     * the first check after it was added (that one reads the points once).
     */
    recentAt: integer('recent_at').array(),
    recentFollowers: integer('recent_followers').array(),
    recentFollowing: integer('recent_following').array(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('watch_targets_platform_username_unique').on(t.platform, t.usernameKey),
    // The tick: due targets of one platform, oldest first; and how many wait in the queue.
    index('watch_targets_due_idx')
      .on(t.platform, t.nextCheckAt)
      .where(sql`${t.intervalMs} is not null`),
    index('watch_targets_queued_idx')
      .on(t.platform)
      .where(sql`${t.enqueuedSlot} = ${t.nextCheckAt}`),
  ],
);

/** A list's accounts: one row per list and watched account. */
export const watchlistAccounts = pgTable(
  'watchlist_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    watchlistId: uuid('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => watchTargets.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('watchlist_accounts_list_target_unique').on(t.watchlistId, t.targetId),
    index('watchlist_accounts_target_idx').on(t.targetId),
  ],
);

/**
 * The checks' points, compactly: one row per watched account and UTC month holding parallel
 * arrays (one element per check), so a point costs its values and not a row header and an
 * index entry (~30 bytes instead of ~90; decision W2). A check appends with one upsert.
 */
export const watchPoints = pgTable(
  'watch_points',
  {
    targetId: uuid('target_id')
      .notNull()
      .references(() => watchTargets.id, { onDelete: 'cascade' }),
    /** The first day of the UTC month. */
    month: date('month').notNull(),
    /** Minutes since 1970-01-01 UTC of each check. */
    atMinutes: integer('at_minutes').array().notNull(),
    followers: integer('followers').array().notNull(),
    following: integer('following').array().notNull(),
    posts: integer('posts').array().notNull(),
    likes: bigint('likes', { mode: 'number' }).array().notNull(),
    /** The fake score (0–100) or null. */
    score: smallint('score').array().notNull(),
    /** The trust model versions of this row; `model` holds 1-based positions in it. */
    models: text('models').array().notNull(),
    model: smallint('model').array().notNull(),
    /** Profile changes as bits: name 1, bio 2, link 4, picture 8. */
    changes: smallint('changes').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.targetId, t.month] })],
);

/** Alerts in a user's inbox, one per list and cause (a unique key: never doubled). */
export const watchAlerts = pgTable(
  'watch_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    watchlistId: uuid('watchlist_id').references(() => watchlists.id, { onDelete: 'set null' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => watchTargets.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    username: text('username').notNull(),
    kind: text('kind').notNull(),
    /** What caused it (`<target>:<kind>:<day or slot>`): unique per list. */
    cause: text('cause').notNull(),
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the alert's e-mail was settled, and how: 'instant', 'digest' or 'off' (none). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    mail: text('mail'),
  },
  (t) => [
    uniqueIndex('watch_alerts_list_cause_unique').on(t.watchlistId, t.cause),
    index('watch_alerts_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    index('watch_alerts_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('watch_alerts_unmailed_idx')
      .on(t.userId)
      .where(sql`${t.mailedAt} is null`),
  ],
);

/** A user's alert e-mail choice and the language their alert mails are written in. */
export const alertSettings = pgTable('alert_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email', { enum: ['instant', 'daily', 'off'] })
    .notNull()
    .default('daily'),
  language: text('language', { enum: ['de', 'en'] })
    .notNull()
    .default('de'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

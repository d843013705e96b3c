-- The analysis keeps its counters and its search table itself, on the lookups module's
-- `lookup.accounts-changed` event (synchronously, in the writer's request), instead of the
-- statement-level triggers of 0012 and 0022 that no import, lint rule or test of ownership
-- could see. The counter and search tables stay. `analysis_account_state` is what the
-- analysis last counted of each stored account (platform, status, fake bucket, topics, and
-- the day|term of each term of its posts): the event names changed accounts, and the
-- difference between this row and the account now is what the counters move by, so handling
-- an event twice (delivery is at least once) moves nothing the second time.
DROP TRIGGER IF EXISTS analysis_counts_insert ON stored_accounts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS analysis_counts_update ON stored_accounts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS analysis_counts_delete ON stored_accounts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS analysis_term_days_posts_insert ON account_posts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS analysis_term_days_posts_update ON account_posts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS analysis_term_days_posts_delete ON account_posts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS analysis_term_days_accounts_insert ON stored_accounts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS analysis_term_days_accounts_update ON stored_accounts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS analysis_term_days_accounts_delete ON stored_accounts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS stored_account_search_insert ON stored_accounts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS stored_account_search_update ON stored_accounts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS stored_account_search_delete ON stored_accounts;
--> statement-breakpoint
DROP TRIGGER IF EXISTS stored_account_search_truncate ON stored_accounts;
--> statement-breakpoint
DROP FUNCTION IF EXISTS analysis_counts_trigger();
--> statement-breakpoint
DROP FUNCTION IF EXISTS analysis_term_days_posts_trigger();
--> statement-breakpoint
DROP FUNCTION IF EXISTS analysis_term_days_accounts_trigger();
--> statement-breakpoint
DROP FUNCTION IF EXISTS stored_account_search_trigger();
--> statement-breakpoint
DROP FUNCTION IF EXISTS analysis_counts_add(analysis_count_change[]);
--> statement-breakpoint
DROP FUNCTION IF EXISTS analysis_term_days_add(analysis_term_change[]);
--> statement-breakpoint
DROP TYPE IF EXISTS analysis_count_change;
--> statement-breakpoint
DROP TYPE IF EXISTS analysis_term_change;
--> statement-breakpoint
CREATE TABLE "analysis_account_state" (
	"id" uuid PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"status" text NOT NULL,
	"bucket" text NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"terms" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
-- What the triggers counted until now: every account as it is (the counters equal it).
INSERT INTO analysis_account_state (id, platform, status, bucket, topics, terms)
  SELECT s.id, s.platform, s.status, analysis_fake_bucket(s.fake_probability), s.topics,
    coalesce((
      SELECT array_agg(x.v ORDER BY x.v) FROM (
        SELECT to_char(analysis_post_day(p.posted_at, p.first_seen_at), 'YYYY-MM-DD')
          || '|' || t.term AS v
        FROM account_posts p CROSS JOIN LATERAL unnest(p.terms) AS t(term)
        WHERE p.stored_account_id = s.id) x), '{}')
  FROM stored_accounts s;

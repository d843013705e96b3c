CREATE TABLE "account_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stored_account_id" uuid NOT NULL,
	"post_id" text NOT NULL,
	"text" text NOT NULL,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"posted_at" timestamp with time zone,
	"likes" integer,
	"reposts" integer,
	"views" integer,
	"is_repost" boolean,
	"is_reply" boolean,
	"source" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stored_account_id" uuid NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"facts" jsonb NOT NULL,
	"fake_probability" integer,
	"fake_criteria" text[],
	"source" text NOT NULL,
	"lookup" text NOT NULL,
	"checked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_accounts" ALTER COLUMN "raw" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_accounts" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "stored_accounts" ADD COLUMN "fake_criteria" text[];--> statement-breakpoint
ALTER TABLE "stored_accounts" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "stored_accounts" ADD COLUMN "observed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stored_accounts" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "stored_accounts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("username_key" || ' ' || coalesce("name", ''))) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "account_posts_account_post_unique" ON "account_posts" USING btree ("stored_account_id","post_id");--> statement-breakpoint
CREATE INDEX "account_posts_account_posted_idx" ON "account_posts" USING btree ("stored_account_id","posted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_snapshots_account_observed_unique" ON "account_snapshots" USING btree ("stored_account_id","observed_at");--> statement-breakpoint
CREATE INDEX "stored_accounts_platform_external_idx" ON "stored_accounts" USING btree ("platform","external_id");
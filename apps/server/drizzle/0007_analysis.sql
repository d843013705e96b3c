CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "account_posts" ADD COLUMN "terms" text[];--> statement-breakpoint
ALTER TABLE "stored_accounts" ADD COLUMN "status" text GENERATED ALWAYS AS (case when ("facts"->>'verified') = 'true' then 'verified' when "fake_probability" >= 50 then 'suspicious' when "fake_probability" is not null then 'unremarkable' else 'unrated' end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_accounts" ADD COLUMN "topics" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_accounts" ADD COLUMN "mother_tongue" text;--> statement-breakpoint
ALTER TABLE "stored_accounts" ADD COLUMN "analysed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "account_posts_posted_idx" ON "account_posts" USING btree (coalesce("posted_at", "first_seen_at"));--> statement-breakpoint
CREATE INDEX "stored_accounts_last_seen_id_idx" ON "stored_accounts" USING btree ("last_seen_at","id");--> statement-breakpoint
CREATE INDEX "stored_accounts_username_platform_idx" ON "stored_accounts" USING btree ("username_key","platform");--> statement-breakpoint
CREATE INDEX "stored_accounts_fake_id_idx" ON "stored_accounts" USING btree (coalesce("fake_probability", -1),"id");--> statement-breakpoint
CREATE INDEX "stored_accounts_status_id_idx" ON "stored_accounts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "stored_accounts_search_trgm_idx" ON "stored_accounts" USING gin ("search_text" gin_trgm_ops);
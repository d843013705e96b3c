CREATE TABLE "badge_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"evidence" jsonb NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"last_evidence_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "watch_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "watch_status" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "watch_trust_score" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "watch_code_seen" boolean;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "review_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "badge_reviews" ADD CONSTRAINT "badge_reviews_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badge_reviews_open_unique" ON "badge_reviews" USING btree ("profile_id") WHERE "badge_reviews"."state" = 'open';--> statement-breakpoint
CREATE INDEX "badge_reviews_state_opened_idx" ON "badge_reviews" USING btree ("state","opened_at","id");--> statement-breakpoint
CREATE INDEX "badge_reviews_state_evidence_idx" ON "badge_reviews" USING btree ("state","last_evidence_at","id");--> statement-breakpoint
CREATE INDEX "badge_reviews_profile_idx" ON "badge_reviews" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profiles_unlocked_handle_idx" ON "profiles" USING btree ("platform",lower(ltrim("username", '@'))) WHERE "profiles"."deleted_at" is null and "profiles"."paid_at" is not null and "profiles"."verified_at" is not null;
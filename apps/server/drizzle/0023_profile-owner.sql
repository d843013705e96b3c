-- Issue 20 §1 (an unverified e-mail change took over someone's badge) and §3 (POST /api/profile
-- told whether an address has a profile). A claimed profile now belongs to a user id, not to an
-- e-mail string: profiles.owner_user_id (set null when the user row goes; erasure revokes and
-- blanks the profiles first). Live profiles are backfilled to the VERIFIED account whose address
-- equals the profile's; unverified addresses prove nothing. An e-mail change waits in
-- email_changes (single-use, expiring token, hash only) until its link is clicked. The live-e-mail
-- uniqueness goes: a second submission with an address answers like the first (no existence
-- oracle); ownership is by id, so several profiles may share an address.
ALTER TABLE "profiles" ADD COLUMN "owner_user_id" uuid;
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "profiles_owner_idx" ON "profiles" USING btree ("owner_user_id");
--> statement-breakpoint
UPDATE "profiles" SET "owner_user_id" = (
  SELECT "u"."id" FROM "users" "u"
  WHERE lower("u"."email") = lower("profiles"."email") AND "u"."email_verified_at" IS NOT NULL
  ORDER BY "u"."created_at", "u"."id" LIMIT 1
) WHERE "deleted_at" IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_email_live_unique";
--> statement-breakpoint
CREATE INDEX "profiles_live_email_idx" ON "profiles" USING btree (lower("email")) WHERE "deleted_at" is null;
--> statement-breakpoint
CREATE TABLE "email_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_hash_unique" ON "email_changes" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "email_changes_user_idx" ON "email_changes" USING btree ("user_id");

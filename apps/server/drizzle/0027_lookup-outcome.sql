ALTER TABLE "stored_accounts" ADD COLUMN "lookup_miss" text;--> statement-breakpoint
ALTER TABLE "stored_accounts" ADD COLUMN "lookup_miss_at" timestamp with time zone;--> statement-breakpoint
UPDATE "stored_accounts" a SET "source" = (
  SELECT s."source" FROM "account_snapshots" s
  WHERE s."stored_account_id" = a."id"
  ORDER BY s."observed_at" DESC LIMIT 1
) WHERE a."source" IS NULL;

ALTER TABLE "account_snapshots" ADD COLUMN "trust_model_version" text;--> statement-breakpoint
ALTER TABLE "account_snapshots" ADD COLUMN "trust_confidence" text;--> statement-breakpoint
ALTER TABLE "stored_accounts" ADD COLUMN "trust_model_version" text;--> statement-breakpoint
ALTER TABLE "stored_accounts" ADD COLUMN "trust_confidence" text;
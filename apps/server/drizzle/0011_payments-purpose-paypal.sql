ALTER TABLE "payments" ALTER COLUMN "profile_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'badge' NOT NULL;--> statement-breakpoint
-- Existing rows are badge payments: their subject is their profile (hand-added backfill, issue 12).
ALTER TABLE "payments" ADD COLUMN "subject_id" text;--> statement-breakpoint
UPDATE "payments" SET "subject_id" = "profile_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "subject_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "description" = 'Trust-Badge ' || "profile_id";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_given_name" text;--> statement-breakpoint
CREATE INDEX "payments_subject_idx" ON "payments" USING btree ("purpose","subject_id");--> statement-breakpoint
CREATE INDEX "payments_payer_created_idx" ON "payments" USING btree ("payer_id","created_at","id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_badge_has_profile" CHECK (("payments"."purpose" = 'badge') = ("payments"."profile_id" is not null));
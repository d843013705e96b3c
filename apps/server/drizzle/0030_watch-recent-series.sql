ALTER TABLE "watch_targets" ADD COLUMN "recent_at" integer[];--> statement-breakpoint
ALTER TABLE "watch_targets" ADD COLUMN "recent_followers" integer[];--> statement-breakpoint
ALTER TABLE "watch_targets" ADD COLUMN "recent_following" integer[];
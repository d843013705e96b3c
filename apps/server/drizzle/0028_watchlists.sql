CREATE TABLE "alert_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text DEFAULT 'daily' NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"watchlist_id" uuid,
	"target_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"username" text NOT NULL,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"mail" text
);
--> statement-breakpoint
CREATE TABLE "watch_points" (
	"target_id" uuid NOT NULL,
	"month" date NOT NULL,
	"at_minutes" integer[] NOT NULL,
	"followers" integer[] NOT NULL,
	"following" integer[] NOT NULL,
	"posts" integer[] NOT NULL,
	"likes" bigint[] NOT NULL,
	"score" smallint[] NOT NULL,
	"models" text[] NOT NULL,
	"model" smallint[] NOT NULL,
	"changes" smallint[] NOT NULL,
	CONSTRAINT "watch_points_target_id_month_pk" PRIMARY KEY("target_id","month")
);
--> statement-breakpoint
CREATE TABLE "watch_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"username_key" text NOT NULL,
	"username" text NOT NULL,
	"interval_ms" integer,
	"badge_profiles" text[] DEFAULT '{}'::text[] NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"enqueued_slot" timestamp with time zone,
	"enqueued_at" timestamp with time zone,
	"last_slot" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"last_checked_at" timestamp with time zone,
	"last_name" text,
	"last_bio" text,
	"last_link" text,
	"last_picture" text,
	"latest" jsonb,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_flag_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"watchlist_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"interval" text DEFAULT 'daily' NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_watchlist_id_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_target_id_watch_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."watch_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_points" ADD CONSTRAINT "watch_points_target_id_watch_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."watch_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_accounts" ADD CONSTRAINT "watchlist_accounts_watchlist_id_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_accounts" ADD CONSTRAINT "watchlist_accounts_target_id_watch_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."watch_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlists" ADD CONSTRAINT "watchlists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_alerts_list_cause_unique" ON "watch_alerts" USING btree ("watchlist_id","cause");--> statement-breakpoint
CREATE INDEX "watch_alerts_user_created_id_idx" ON "watch_alerts" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "watch_alerts_unread_idx" ON "watch_alerts" USING btree ("user_id") WHERE "watch_alerts"."read_at" is null;--> statement-breakpoint
CREATE INDEX "watch_alerts_unmailed_idx" ON "watch_alerts" USING btree ("user_id") WHERE "watch_alerts"."mailed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_targets_platform_username_unique" ON "watch_targets" USING btree ("platform","username_key");--> statement-breakpoint
CREATE INDEX "watch_targets_due_idx" ON "watch_targets" USING btree ("platform","next_check_at") WHERE "watch_targets"."interval_ms" is not null;--> statement-breakpoint
CREATE INDEX "watch_targets_queued_idx" ON "watch_targets" USING btree ("platform") WHERE "watch_targets"."enqueued_slot" = "watch_targets"."next_check_at";--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_accounts_list_target_unique" ON "watchlist_accounts" USING btree ("watchlist_id","target_id");--> statement-breakpoint
CREATE INDEX "watchlist_accounts_target_idx" ON "watchlist_accounts" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "watchlists_owner_name_idx" ON "watchlists" USING btree ("owner_id","name");
CREATE TABLE "follower_batch_items" (
	"job_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"platform" text NOT NULL,
	"username" text NOT NULL,
	"trust_score" integer,
	"fake" boolean,
	"confidence" text,
	"reasons" jsonb,
	"model_version" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follower_batch_items_job_id_line_pk" PRIMARY KEY("job_id","line")
);
--> statement-breakpoint
ALTER TABLE "account_snapshots" ADD COLUMN "trust_model_version" text;--> statement-breakpoint
ALTER TABLE "account_snapshots" ADD COLUMN "trust_confidence" text;--> statement-breakpoint
ALTER TABLE "stored_accounts" ADD COLUMN "trust_model_version" text;--> statement-breakpoint
ALTER TABLE "stored_accounts" ADD COLUMN "trust_confidence" text;--> statement-breakpoint
ALTER TABLE "follower_batch_items" ADD CONSTRAINT "follower_batch_items_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
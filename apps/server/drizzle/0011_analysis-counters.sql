CREATE TABLE "analysis_counts" (
	"platform" text NOT NULL,
	"status" text NOT NULL,
	"bucket" text NOT NULL,
	"accounts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analysis_counts_platform_status_bucket_pk" PRIMARY KEY("platform","status","bucket")
);
--> statement-breakpoint
CREATE TABLE "analysis_term_days" (
	"day" date NOT NULL,
	"platform" text NOT NULL,
	"status" text NOT NULL,
	"term" text NOT NULL,
	"mentions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analysis_term_days_day_platform_status_term_pk" PRIMARY KEY("day","platform","status","term")
);
--> statement-breakpoint
CREATE TABLE "analysis_topic_counts" (
	"platform" text NOT NULL,
	"status" text NOT NULL,
	"topic" text NOT NULL,
	"accounts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analysis_topic_counts_platform_status_topic_pk" PRIMARY KEY("platform","status","topic")
);

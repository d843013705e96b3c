CREATE TABLE "news_domain_checks" (
	"domain" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"first_checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_rating_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"citation" text,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_ratings" (
	"source_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"quality" double precision,
	"bias" text,
	"factuality" text,
	CONSTRAINT "news_ratings_source_id_domain_pk" PRIMARY KEY("source_id","domain")
);
--> statement-breakpoint
CREATE TABLE "news_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"political_orientation" text DEFAULT 'n/a' NOT NULL,
	"additional_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_by" uuid,
	"search_text" text GENERATED ALWAYS AS (lower("domain" || ' ' || "name")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_ratings" ADD CONSTRAINT "news_ratings_source_id_news_rating_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."news_rating_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_rating_sources_name_year_unique" ON "news_rating_sources" USING btree ("name","year");--> statement-breakpoint
CREATE INDEX "news_ratings_domain_idx" ON "news_ratings" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "news_sources_domain_unique" ON "news_sources" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "news_sources_created_id_idx" ON "news_sources" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "news_sources_status_created_id_idx" ON "news_sources" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "news_sources_name_id_idx" ON "news_sources" USING btree ("name","id");
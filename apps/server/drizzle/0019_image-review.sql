CREATE TABLE "image_review_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"platform" text NOT NULL,
	"keyword" text,
	"username" text NOT NULL,
	"image_url" text,
	"image_file" text,
	"caption" text,
	"content_id" text,
	"post_row_id" uuid,
	"price_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"claimed_by" uuid,
	"claimed_until" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"second_review" text,
	"second_reviewed_by" uuid,
	"second_reviewed_at" timestamp with time zone,
	"payment_id" text,
	"search_text" text GENERATED ALWAYS AS (lower("username" || ' ' || coalesce("keyword", ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"keyword" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_posts" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "image_review_items" ADD CONSTRAINT "image_review_items_post_row_id_account_posts_id_fk" FOREIGN KEY ("post_row_id") REFERENCES "public"."account_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_review_items" ADD CONSTRAINT "image_review_items_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_review_items" ADD CONSTRAINT "image_review_items_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_review_items" ADD CONSTRAINT "image_review_items_second_reviewed_by_users_id_fk" FOREIGN KEY ("second_reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_keywords" ADD CONSTRAINT "review_keywords_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "image_review_items_content_unique" ON "image_review_items" USING btree ("content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "image_review_items_post_unique" ON "image_review_items" USING btree ("post_row_id");--> statement-breakpoint
CREATE INDEX "image_review_items_created_id_idx" ON "image_review_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "image_review_items_status_created_id_idx" ON "image_review_items" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "image_review_items_platform_created_id_idx" ON "image_review_items" USING btree ("platform","created_at","id");--> statement-breakpoint
CREATE INDEX "image_review_items_username_id_idx" ON "image_review_items" USING btree ("username","id");--> statement-breakpoint
CREATE INDEX "image_review_items_search_trgm_idx" ON "image_review_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "image_review_items_second_review_idx" ON "image_review_items" USING btree ("created_at","id") WHERE "image_review_items"."second_review" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "review_keywords_keyword_unique" ON "review_keywords" USING btree ("keyword");
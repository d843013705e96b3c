CREATE TABLE "content_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"name" text NOT NULL,
	"thumbnail_name" text,
	"size" integer NOT NULL,
	"price_cents" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"tags" text[] NOT NULL,
	"language" text NOT NULL,
	"country" text NOT NULL,
	"platform" text NOT NULL,
	"additional_platforms" text DEFAULT '' NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_file_id" uuid,
	"video_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_image_file_id_content_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."content_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_video_file_id_content_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."content_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_files_name_unique" ON "content_files" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "content_files_thumbnail_unique" ON "content_files" USING btree ("thumbnail_name");--> statement-breakpoint
CREATE INDEX "content_files_owner_created_idx" ON "content_files" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "content_items_owner_created_id_idx" ON "content_items" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "content_items_owner_title_id_idx" ON "content_items" USING btree ("owner_id",lower("title"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_image_unique" ON "content_items" USING btree ("image_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_video_unique" ON "content_items" USING btree ("video_file_id");
ALTER TABLE "image_review_items" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "image_review_items" ADD CONSTRAINT "image_review_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_review_items_owner_idx" ON "image_review_items" USING btree ("owner_id");
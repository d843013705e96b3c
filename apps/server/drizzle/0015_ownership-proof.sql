CREATE TABLE "badge_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"status_index" integer NOT NULL,
	"jwt" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoke_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_bios" (
	"platform" text NOT NULL,
	"handle_key" text NOT NULL,
	"bio" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_bios_platform_handle_key_pk" PRIMARY KEY("platform","handle_key")
);
--> statement-breakpoint
CREATE TABLE "ownership_proofs" (
	"profile_id" text PRIMARY KEY NOT NULL,
	"code" text,
	"code_requested_at" timestamp with time zone,
	"owner_user_id" uuid,
	"method" text,
	"proven_at" timestamp with time zone,
	"external_id" text,
	"checked_at" timestamp with time zone,
	"lapsed_at" timestamp with time zone,
	"lapse_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_pages" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_credentials" ADD CONSTRAINT "badge_credentials_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_proofs" ADD CONSTRAINT "ownership_proofs_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_pages" ADD CONSTRAINT "person_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badge_credentials_profile_unique" ON "badge_credentials" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "badge_credentials_status_index_unique" ON "badge_credentials" USING btree ("status_index");--> statement-breakpoint
CREATE INDEX "ownership_proofs_recheck_idx" ON "ownership_proofs" USING btree ("checked_at") WHERE "ownership_proofs"."method" = 'bio_code';--> statement-breakpoint
CREATE INDEX "ownership_proofs_owner_idx" ON "ownership_proofs" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_pages_handle_unique" ON "person_pages" USING btree ("handle");
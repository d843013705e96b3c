-- The data providers' health for operators (modules/providers): per provider key the last
-- success, the last failure (reason class, status, vendor path) and the RapidAPI quota last
-- seen. A table, not process memory, so that it survives restarts and several processes show
-- the same status.
CREATE TABLE "provider_status" (
	"platform" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_failure_reason" text,
	"last_failure_status" integer,
	"last_failure_path" text,
	"quota_remaining" integer,
	"quota_limit" integer,
	"quota_reset_at" timestamp with time zone,
	"quota_seen_at" timestamp with time zone
);

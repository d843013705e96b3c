-- Account search at a million accounts (issue 9, the dashboard's `q`): the trigram index of 0021
-- found the candidates, but each of them (~4,500 for `anna_0`) was rechecked on a heap page of
-- the wide stored_accounts table (785 MB with facts and raw replies), mostly not in shared
-- buffers. stored_account_search holds only what the search and the dashboard's order read (id,
-- platform, last_seen_at, search_text), one partition per dashboard platform (the rest in the
-- default one), each with its trigram index over the same key expression as 0021: a search on
-- one platform reads one partition's index and rechecks its ~700 matches on small, cached pages;
-- only the page's 20 rows are read from stored_accounts. The key starts with the id: a key
-- starting with the platform let the planner AND the trigram bitmap with all of the partition's
-- rows (153,507 entries, 16 ms) whenever its statistics were missing (PGlite never autovacuums).
CREATE TABLE "stored_account_search" (
	"id" uuid NOT NULL,
	"platform" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "stored_account_search_pkey" PRIMARY KEY ("id", "platform")
) PARTITION BY LIST ("platform");
--> statement-breakpoint
CREATE TABLE "stored_account_search_youtube" PARTITION OF "stored_account_search" FOR VALUES IN ('youtube');
--> statement-breakpoint
CREATE TABLE "stored_account_search_instagram" PARTITION OF "stored_account_search" FOR VALUES IN ('instagram');
--> statement-breakpoint
CREATE TABLE "stored_account_search_twitter" PARTITION OF "stored_account_search" FOR VALUES IN ('twitter');
--> statement-breakpoint
CREATE TABLE "stored_account_search_tiktok" PARTITION OF "stored_account_search" FOR VALUES IN ('tiktok');
--> statement-breakpoint
CREATE TABLE "stored_account_search_telegram" PARTITION OF "stored_account_search" FOR VALUES IN ('telegram');
--> statement-breakpoint
CREATE TABLE "stored_account_search_other" PARTITION OF "stored_account_search" DEFAULT;
--> statement-breakpoint
-- Kept equal to `SELECT id, platform, last_seen_at, search_text FROM stored_accounts` at every
-- statement's end by statement-level triggers (transition tables, one statement per batch, as
-- the counters of 0012). An update that changes none of the four columns writes nothing.
CREATE FUNCTION stored_account_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stored_account_search (id, platform, last_seen_at, search_text)
      SELECT id, platform, last_seen_at, search_text FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM stored_account_search k USING old_rows o
      WHERE k.platform = o.platform AND k.id = o.id;
  ELSIF TG_OP = 'TRUNCATE' THEN
    TRUNCATE stored_account_search;
  ELSE
    -- Rows whose (platform, id) is gone after the update, then every new or changed row.
    DELETE FROM stored_account_search k USING old_rows o
      WHERE k.platform = o.platform AND k.id = o.id
        AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.platform = o.platform AND n.id = o.id);
    INSERT INTO stored_account_search AS k (id, platform, last_seen_at, search_text)
      SELECT n.id, n.platform, n.last_seen_at, n.search_text FROM new_rows n
      WHERE NOT EXISTS (
        SELECT 1 FROM old_rows o WHERE o.id = n.id AND o.platform = n.platform
          AND o.last_seen_at = n.last_seen_at AND o.search_text = n.search_text)
      ON CONFLICT (id, platform) DO UPDATE
        SET last_seen_at = excluded.last_seen_at, search_text = excluded.search_text;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The triggers come before the backfill: creating them locks stored_accounts against writes
-- until this migration commits, so no write falls between the backfill and the triggers.
CREATE TRIGGER stored_account_search_insert AFTER INSERT ON stored_accounts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stored_account_search_trigger();
--> statement-breakpoint
CREATE TRIGGER stored_account_search_update AFTER UPDATE ON stored_accounts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stored_account_search_trigger();
--> statement-breakpoint
CREATE TRIGGER stored_account_search_delete AFTER DELETE ON stored_accounts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stored_account_search_trigger();
--> statement-breakpoint
CREATE TRIGGER stored_account_search_truncate AFTER TRUNCATE ON stored_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION stored_account_search_trigger();
--> statement-breakpoint
INSERT INTO stored_account_search (id, platform, last_seen_at, search_text)
  SELECT id, platform, last_seen_at, search_text FROM stored_accounts;
--> statement-breakpoint
-- Must stay the expression of `searchKeyOf` in the analysis repo (and of 0021's index).
CREATE INDEX "stored_account_search_key_trgm_idx" ON "stored_account_search" USING gin ((replace(replace(replace("search_text", '_', 'qz'), '.', 'qy'), '-', 'qx')) gin_trgm_ops);
--> statement-breakpoint
-- Statistics now: PGlite has no autovacuum, and PostgreSQL's would come only after the first
-- searches were planned without them.
ANALYZE stored_account_search;
--> statement-breakpoint
-- 0021's index on the wide table: no query reads it any more, and every write paid for it.
DROP INDEX IF EXISTS "stored_accounts_search_key_trgm_idx";

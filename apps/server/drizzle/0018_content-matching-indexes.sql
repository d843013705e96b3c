-- Creator matching (issue 12): candidates are stored accounts sharing a topic or speaking the
-- item's (or its country's) language.
CREATE INDEX IF NOT EXISTS "stored_accounts_topics_gin_idx" ON "stored_accounts" USING gin ("topics");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stored_accounts_mother_tongue_idx" ON "stored_accounts" ("mother_tongue");

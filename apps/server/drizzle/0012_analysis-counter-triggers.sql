-- Counters for the analysis (issue 9 at a million accounts): statement-level triggers on
-- stored_accounts keep analysis_counts and analysis_topic_counts equal to a GROUP BY over the
-- table, so totals, the fake doughnut and the topics chart read a few rows, not every account.
CREATE FUNCTION analysis_fake_bucket(p integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p IS NULL THEN 'none' WHEN p < 25 THEN '0-24' WHEN p < 50 THEN '25-49'
    WHEN p < 75 THEN '50-74' ELSE '75-100' END
$$;
--> statement-breakpoint
CREATE TYPE analysis_count_change AS (platform text, status text, fake integer, topics text[], d integer);
--> statement-breakpoint
-- Adds the changes (+1 for a row that arrived in a group, -1 for one that left it). Rows are
-- touched in key order so that concurrent writers lock counters in the same order.
CREATE FUNCTION analysis_counts_add(changes analysis_count_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_counts AS c (platform, status, bucket, accounts)
  SELECT x.platform, x.status, analysis_fake_bucket(x.fake), sum(x.d)::int
  FROM unnest(changes) AS x
  GROUP BY 1, 2, 3 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (platform, status, bucket) DO UPDATE SET accounts = c.accounts + excluded.accounts;
  INSERT INTO analysis_topic_counts AS c (platform, status, topic, accounts)
  SELECT x.platform, x.status, t.topic, sum(x.d)::int
  FROM unnest(changes) AS x CROSS JOIN LATERAL unnest(x.topics) AS t(topic)
  GROUP BY 1, 2, 3 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (platform, status, topic) DO UPDATE SET accounts = c.accounts + excluded.accounts;
$$;
--> statement-breakpoint
CREATE FUNCTION analysis_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes analysis_count_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(platform, status, fake_probability, topics, 1)::analysis_count_change)
      INTO changes FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW(platform, status, fake_probability, topics, -1)::analysis_count_change)
      INTO changes FROM old_rows;
  ELSE
    SELECT array_agg(c) INTO changes FROM (
      SELECT ROW(platform, status, fake_probability, topics, 1)::analysis_count_change AS c
        FROM new_rows
      UNION ALL
      SELECT ROW(platform, status, fake_probability, topics, -1)::analysis_count_change
        FROM old_rows) x;
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM analysis_counts_add(changes);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER analysis_counts_insert AFTER INSERT ON stored_accounts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analysis_counts_trigger();
--> statement-breakpoint
CREATE TRIGGER analysis_counts_update AFTER UPDATE ON stored_accounts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analysis_counts_trigger();
--> statement-breakpoint
CREATE TRIGGER analysis_counts_delete AFTER DELETE ON stored_accounts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analysis_counts_trigger();
--> statement-breakpoint
INSERT INTO analysis_counts (platform, status, bucket, accounts)
  SELECT platform, status, analysis_fake_bucket(fake_probability), count(*)::int
  FROM stored_accounts GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO analysis_topic_counts (platform, status, topic, accounts)
  SELECT s.platform, s.status, t.topic, count(*)::int
  FROM stored_accounts s CROSS JOIN LATERAL unnest(s.topics) AS t(topic) GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Trending: analysis_term_days equals, at every statement's end,
--   SELECT day(coalesce(p.posted_at, p.first_seen_at)), s.platform, s.status, t.term, count(*)
--   FROM account_posts p JOIN stored_accounts s ON s.id = p.stored_account_id,
--        unnest(p.terms) t(term) GROUP BY 1, 2, 3, 4
-- Posts count under their account's current platform and status: a post that arrives, changes
-- or leaves moves its terms; an account that arrives, changes status or leaves moves its posts'.
CREATE FUNCTION analysis_post_day(posted_at timestamptz, first_seen_at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$ SELECT (coalesce(posted_at, first_seen_at) AT TIME ZONE 'UTC')::date $$;
--> statement-breakpoint
CREATE TYPE analysis_term_change AS (day date, platform text, status text, terms text[], d integer);
--> statement-breakpoint
CREATE FUNCTION analysis_term_days_add(changes analysis_term_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_term_days AS c (day, platform, status, term, mentions)
  SELECT x.day, x.platform, x.status, t.term, sum(x.d)::int
  FROM unnest(changes) AS x CROSS JOIN LATERAL unnest(x.terms) AS t(term)
  GROUP BY 1, 2, 3, 4 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, platform, status, term) DO UPDATE SET mentions = c.mentions + excluded.mentions;
$$;
--> statement-breakpoint
CREATE FUNCTION analysis_term_days_posts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes analysis_term_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(analysis_post_day(p.posted_at, p.first_seen_at), s.platform, s.status,
        p.terms, 1)::analysis_term_change) INTO changes
      FROM new_rows p JOIN stored_accounts s ON s.id = p.stored_account_id WHERE p.terms IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW(analysis_post_day(p.posted_at, p.first_seen_at), s.platform, s.status,
        p.terms, -1)::analysis_term_change) INTO changes
      FROM old_rows p JOIN stored_accounts s ON s.id = p.stored_account_id WHERE p.terms IS NOT NULL;
  ELSE
    SELECT array_agg(c) INTO changes FROM (
      SELECT ROW(analysis_post_day(p.posted_at, p.first_seen_at), s.platform, s.status, p.terms,
          1)::analysis_term_change AS c
        FROM new_rows p JOIN stored_accounts s ON s.id = p.stored_account_id
        WHERE p.terms IS NOT NULL
      UNION ALL
      SELECT ROW(analysis_post_day(p.posted_at, p.first_seen_at), s.platform, s.status, p.terms,
          -1)::analysis_term_change
        FROM old_rows p JOIN stored_accounts s ON s.id = p.stored_account_id
        WHERE p.terms IS NOT NULL) x;
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM analysis_term_days_add(changes);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION analysis_term_days_accounts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes analysis_term_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(analysis_post_day(p.posted_at, p.first_seen_at), s.platform, s.status,
        p.terms, 1)::analysis_term_change) INTO changes
      FROM new_rows s JOIN account_posts p ON p.stored_account_id = s.id WHERE p.terms IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW(analysis_post_day(p.posted_at, p.first_seen_at), s.platform, s.status,
        p.terms, -1)::analysis_term_change) INTO changes
      FROM old_rows s JOIN account_posts p ON p.stored_account_id = s.id WHERE p.terms IS NOT NULL;
  ELSE
    -- Only accounts whose platform or status changed move their posts' terms.
    SELECT array_agg(c) INTO changes FROM (
      SELECT ROW(analysis_post_day(p.posted_at, p.first_seen_at), n.platform, n.status, p.terms,
          1)::analysis_term_change AS c
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        JOIN account_posts p ON p.stored_account_id = n.id
        WHERE p.terms IS NOT NULL AND (o.platform, o.status) IS DISTINCT FROM (n.platform, n.status)
      UNION ALL
      SELECT ROW(analysis_post_day(p.posted_at, p.first_seen_at), o.platform, o.status, p.terms,
          -1)::analysis_term_change
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        JOIN account_posts p ON p.stored_account_id = n.id
        WHERE p.terms IS NOT NULL AND (o.platform, o.status) IS DISTINCT FROM (n.platform, n.status)) x;
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM analysis_term_days_add(changes);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER analysis_term_days_posts_insert AFTER INSERT ON account_posts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analysis_term_days_posts_trigger();
--> statement-breakpoint
CREATE TRIGGER analysis_term_days_posts_update AFTER UPDATE ON account_posts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analysis_term_days_posts_trigger();
--> statement-breakpoint
CREATE TRIGGER analysis_term_days_posts_delete AFTER DELETE ON account_posts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analysis_term_days_posts_trigger();
--> statement-breakpoint
CREATE TRIGGER analysis_term_days_accounts_insert AFTER INSERT ON stored_accounts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analysis_term_days_accounts_trigger();
--> statement-breakpoint
CREATE TRIGGER analysis_term_days_accounts_update AFTER UPDATE ON stored_accounts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analysis_term_days_accounts_trigger();
--> statement-breakpoint
CREATE TRIGGER analysis_term_days_accounts_delete AFTER DELETE ON stored_accounts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analysis_term_days_accounts_trigger();
--> statement-breakpoint
INSERT INTO analysis_term_days (day, platform, status, term, mentions)
  SELECT analysis_post_day(p.posted_at, p.first_seen_at), s.platform, s.status, t.term, count(*)::int
  FROM account_posts p JOIN stored_accounts s ON s.id = p.stored_account_id
  CROSS JOIN LATERAL unnest(p.terms) AS t(term)
  GROUP BY 1, 2, 3, 4;

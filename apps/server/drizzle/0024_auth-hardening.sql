-- Issue 20, accounts and sessions to ASVS L2 (see docs/security-notes/auth.md).
-- linked_identities.needs_review: the identity was linked while the account's e-mail address was
-- not verified (pre-account hijack): once the address is verified, it signs in only after the
-- owner keeps it. Existing rows: linked before the address was verified, or to an account whose
-- address is still unverified (the same rule as at link time).
-- sessions.signed_in_with: how the session started ('password' or a platform), so that an account
-- without a password can re-authenticate with a recent platform sign-in; older sessions: unknown
-- (null), which never counts as recent.
ALTER TABLE "linked_identities" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "linked_identities" AS li SET "needs_review" = true FROM "users" AS u
WHERE u."id" = li."user_id" AND (u."email_verified_at" IS NULL OR li."created_at" < u."email_verified_at");
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "signed_in_with" text;

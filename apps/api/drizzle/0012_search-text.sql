-- Decision 52: names and titles searched in English and Nepali by LIKE '%term%' on trigram-indexed search_text.
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it; PGlite loads it (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "fighter_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fighter_profiles" ADD COLUMN "search_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fighter_public_profiles" ADD COLUMN "search_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "fighter_profiles_search_idx" ON "fighter_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fighter_public_profiles_search_idx" ON "fighter_public_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- A first search_text as before (lower-cased names and titles), so that nothing is unfindable meanwhile; the
-- server makes every row with search_version 0 again at start-up, romanisations and keys included (search-text.ts).
UPDATE "fighter_profiles" SET "search_text" = lower(concat_ws(' ', "first_name", "middle_name", "last_name", "nickname", "first_name_ne", "last_name_ne", "nickname_ne"));--> statement-breakpoint
UPDATE "videos" SET "search_text" = lower(concat_ws(' | ', "title", "title_ne"));

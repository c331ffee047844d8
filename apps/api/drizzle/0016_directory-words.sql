-- The start of every word of each fighter's search text (decision 60). Compared by bytes: only equality is asked.
CREATE TABLE "fighter_search_words" (
	"prefix" text COLLATE "C" NOT NULL,
	"sort_name" text NOT NULL,
	"fighter_id" uuid NOT NULL,
	"weight_class_id" uuid,
	"gender" text,
	"affiliation_id" uuid,
	"nationality" text
);
--> statement-breakpoint
-- Name searches read fighter_search_words now; nothing looks for substrings in fighter_search any more.
DROP INDEX "fighter_search_text_idx";--> statement-breakpoint
-- A term's page in name order is a range of this index; the filters are in it too, so no row is visited.
CREATE INDEX "fighter_search_words_prefix_idx" ON "fighter_search_words" USING btree ("prefix","sort_name","fighter_id")
  INCLUDE ("weight_class_id", "gender", "affiliation_id", "nationality");--> statement-breakpoint
CREATE INDEX "fighter_search_words_fighter_idx" ON "fighter_search_words" USING btree ("fighter_id");--> statement-breakpoint
-- Words are what a space separates (the " | " between the text's parts is not one); each word gives its first 1, 2,
-- ... characters up to 12 (the app's WORD_PREFIX_MAX), once per fighter.
CREATE FUNCTION "search_word_prefixes"("search_text" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT substr(word, 1, n)
  FROM string_to_table("search_text", ' ') word, generate_series(1, least(length(word), 12)) n
  WHERE word <> '' AND word <> '|'
$$;--> statement-breakpoint
-- fighter_search_words follows fighter_search as fighter_search follows the public profiles (migration 0015): in
-- the same transaction, and only when the row changed; a removed row takes its words along.
CREATE FUNCTION "copy_fighter_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "fighter_search_words" WHERE "fighter_id" = OLD."fighter_id";
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF OLD IS NOT DISTINCT FROM NEW THEN
      RETURN NULL;
    END IF;
    -- Only an update has words to replace: a bulk insert (a seeder, a backfill) would otherwise look for them in
    -- a table it is filling, with a plan made while it was empty.
    DELETE FROM "fighter_search_words" WHERE "fighter_id" = NEW."fighter_id";
  END IF;
  INSERT INTO "fighter_search_words" ("prefix", "sort_name", "fighter_id", "weight_class_id", "gender", "affiliation_id", "nationality")
    SELECT prefix, NEW."sort_name", NEW."fighter_id", NEW."weight_class_id", NEW."gender", NEW."affiliation_id", NEW."nationality"
    FROM search_word_prefixes(NEW."search_text") prefix;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "fighter_search_copy_words" AFTER INSERT OR UPDATE OR DELETE ON "fighter_search"
  FOR EACH ROW EXECUTE FUNCTION "copy_fighter_search_words"();--> statement-breakpoint
INSERT INTO "fighter_search_words" ("prefix", "sort_name", "fighter_id", "weight_class_id", "gender", "affiliation_id", "nationality")
  SELECT prefix, s."sort_name", s."fighter_id", s."weight_class_id", s."gender", s."affiliation_id", s."nationality"
  FROM "fighter_search" s, search_word_prefixes(s."search_text") prefix;
--> statement-breakpoint
ANALYZE "fighter_search_words";

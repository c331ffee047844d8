CREATE TABLE "fighter_search" (
	"fighter_id" uuid PRIMARY KEY NOT NULL,
	"sort_name" text NOT NULL,
	"search_text" text NOT NULL,
	"weight_class_id" uuid,
	"gender" text,
	"affiliation_id" uuid,
	"nationality" text
);
--> statement-breakpoint
ALTER TABLE "fighter_search" ADD CONSTRAINT "fighter_search_fighter_id_fighter_public_profiles_fighter_id_fk" FOREIGN KEY ("fighter_id") REFERENCES "public"."fighter_public_profiles"("fighter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fighter_search_sort_idx" ON "fighter_search" USING btree ("sort_name","fighter_id");--> statement-breakpoint
CREATE INDEX "fighter_search_text_idx" ON "fighter_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fighter_public_profiles_home_idx" ON "fighter_public_profiles" USING btree (("photo_id" is null),"approved_at" DESC NULLS FIRST,"fighter_id");--> statement-breakpoint
-- fighter_search follows fighter_public_profiles (decision 58): any statement that writes a public profile's search
-- columns writes its row in the same transaction; a deleted profile takes it along (the foreign key's cascade).
CREATE FUNCTION "copy_fighter_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "fighter_search" ("fighter_id", "sort_name", "search_text", "weight_class_id", "gender", "affiliation_id", "nationality")
    VALUES (NEW."fighter_id", NEW."sort_name", NEW."search_text", NEW."weight_class_id", NEW."gender", NEW."affiliation_id", NEW."nationality")
    ON CONFLICT ("fighter_id") DO UPDATE SET
      "sort_name" = EXCLUDED."sort_name", "search_text" = EXCLUDED."search_text",
      "weight_class_id" = EXCLUDED."weight_class_id", "gender" = EXCLUDED."gender",
      "affiliation_id" = EXCLUDED."affiliation_id", "nationality" = EXCLUDED."nationality";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "fighter_public_profiles_copy_search"
  AFTER INSERT OR UPDATE OF "sort_name", "search_text", "weight_class_id", "gender", "affiliation_id", "nationality"
  ON "fighter_public_profiles" FOR EACH ROW EXECUTE FUNCTION "copy_fighter_search"();--> statement-breakpoint
INSERT INTO "fighter_search" ("fighter_id", "sort_name", "search_text", "weight_class_id", "gender", "affiliation_id", "nationality")
  SELECT "fighter_id", "sort_name", "search_text", "weight_class_id", "gender", "affiliation_id", "nationality"
  FROM "fighter_public_profiles";
--> statement-breakpoint
-- Statistics at once: until autovacuum comes by, the planner would guess at an empty table's size and pick scans
-- that cost two to three times more at 50,000 fighters.
ANALYZE "fighter_search";

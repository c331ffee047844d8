-- Nothing searches the public profiles' text any more: name searches read fighter_search_words (decision 60).
DROP INDEX "fighter_public_profiles_search_idx";--> statement-breakpoint
-- Each filter's index in name order carries the other filters (decision 61): a count of several filters, or a skip to
-- a later page, is read from the index alone instead of visiting a row per match.
DROP INDEX "fighter_public_profiles_weight_class_idx";--> statement-breakpoint
DROP INDEX "fighter_public_profiles_gender_idx";--> statement-breakpoint
DROP INDEX "fighter_public_profiles_affiliation_idx";--> statement-breakpoint
DROP INDEX "fighter_public_profiles_nationality_idx";--> statement-breakpoint
CREATE INDEX "fighter_public_profiles_weight_class_idx" ON "fighter_public_profiles" USING btree ("weight_class_id","sort_name","fighter_id")
  INCLUDE ("gender", "affiliation_id", "nationality");--> statement-breakpoint
CREATE INDEX "fighter_public_profiles_gender_idx" ON "fighter_public_profiles" USING btree ("gender","sort_name","fighter_id")
  INCLUDE ("weight_class_id", "affiliation_id", "nationality");--> statement-breakpoint
CREATE INDEX "fighter_public_profiles_affiliation_idx" ON "fighter_public_profiles" USING btree ("affiliation_id","sort_name","fighter_id")
  INCLUDE ("weight_class_id", "gender", "nationality");--> statement-breakpoint
CREATE INDEX "fighter_public_profiles_nationality_idx" ON "fighter_public_profiles" USING btree ("nationality","sort_name","fighter_id")
  INCLUDE ("weight_class_id", "gender", "affiliation_id");

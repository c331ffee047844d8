ALTER TABLE "events" ADD COLUMN "poster_width" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "poster_height" integer;
ALTER TABLE "purchases" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "recheck_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
-- Purchases refused on an altered return in the last day before this release are re-checked like later ones.
UPDATE "purchases" SET "recheck_until" = "created_at" + interval '24 hours'
  WHERE "status" = 'FAILED' AND ("failure_reason" LIKE 'tampered:%' OR "failure_reason" = 'The sandbox return was altered')
  AND "created_at" > now() - interval '24 hours';

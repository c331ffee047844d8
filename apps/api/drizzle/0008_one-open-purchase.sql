ALTER TABLE "purchases" ADD COLUMN "handoff" jsonb;--> statement-breakpoint
-- Before the index: of open purchases of one product by one customer and method, the newest stays open and the
-- others expire (an EXPIRED purchase still becomes PAID if its gateway says it was paid).
UPDATE "purchases" AS "older" SET "status" = 'EXPIRED', "failure_reason" = 'Replaced by a newer start of the same purchase', "updated_at" = now()
  WHERE "older"."status" = 'UNPAID' AND EXISTS (
    SELECT 1 FROM "purchases" AS "newer"
    WHERE "newer"."status" = 'UNPAID' AND "newer"."customer_id" = "older"."customer_id"
      AND "newer"."product_id" = "older"."product_id" AND "newer"."method" = "older"."method"
      AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id")
  );--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_open_key" ON "purchases" USING btree ("customer_id","product_id","method") WHERE "status" = 'UNPAID';

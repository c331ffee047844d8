-- Decisions 53 and 54: ticket tiers, the Fight Pass, tax invoices and a cancelled event's refunds.
CREATE TABLE "ticket_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"capacity" integer NOT NULL,
	"per_order_limit" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_tiers_taken_within_capacity" CHECK ("ticket_tiers"."taken" >= 0 and "ticket_tiers"."taken" <= "ticket_tiers"."capacity")
);
--> statement-breakpoint
CREATE TABLE "event_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"fiscal_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_attendance_within_capacity";--> statement-breakpoint
DROP INDEX "event_tickets_event_customer_key";--> statement-breakpoint
ALTER TABLE "event_tickets" ADD COLUMN "tier_id" uuid;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD COLUMN "seat" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "postponed_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_grants" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "valid_days" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "seats_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "vat_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "ticket_tiers" ADD CONSTRAINT "ticket_tiers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tiers" ADD CONSTRAINT "ticket_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_refunds" ADD CONSTRAINT "event_refunds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_tiers_product_key" ON "ticket_tiers" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "ticket_tiers_event_idx" ON "ticket_tiers" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_refunds_purchase_key" ON "event_refunds" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "event_refunds_event_idx" ON "event_refunds" USING btree ("event_id","status");--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_tier_id_ticket_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."ticket_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_tickets_free_key" ON "event_tickets" USING btree ("event_id","customer_id") WHERE "purchase_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_tickets_purchase_seat_key" ON "event_tickets" USING btree ("purchase_id","seat");--> statement-breakpoint
CREATE INDEX "event_tickets_event_idx" ON "event_tickets" USING btree ("event_id","tier_id");--> statement-breakpoint
CREATE INDEX "access_grants_pass_idx" ON "access_grants" USING btree ("customer_id","expires_at") WHERE "content_type" = 'PASS';--> statement-breakpoint
CREATE INDEX "purchases_paid_idx" ON "purchases" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "purchases_content_idx" ON "purchases" USING btree ("product_type","content_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_invoice_key" ON "purchases" USING btree ("invoice_number");--> statement-breakpoint
-- Free attendance becomes a free tier of its event: "General admission", priced 0, with the seats it had and
-- those taken; the tickets already issued are that tier's.
CREATE TEMPORARY TABLE "free_tiers" AS
  SELECT "id" AS "event_id", gen_random_uuid() AS "tier_id", gen_random_uuid() AS "product_id",
    "capacity", "attendee_count"
  FROM "events" WHERE "capacity" IS NOT NULL AND "capacity" > 0;--> statement-breakpoint
INSERT INTO "products" ("id", "product_type", "content_id", "name", "name_ne", "amount")
  SELECT "product_id", 'TICKET', "tier_id", 'General admission', 'सामान्य प्रवेश', 0 FROM "free_tiers";--> statement-breakpoint
INSERT INTO "ticket_tiers" ("id", "event_id", "product_id", "capacity", "per_order_limit", "taken")
  SELECT "tier_id", "event_id", "product_id", greatest("capacity", "attendee_count"), 1, "attendee_count"
  FROM "free_tiers";--> statement-breakpoint
UPDATE "event_tickets" SET "tier_id" = "free_tiers"."tier_id"
  FROM "free_tiers" WHERE "event_tickets"."event_id" = "free_tiers"."event_id";--> statement-breakpoint
DROP TABLE "free_tiers";--> statement-breakpoint
-- A purchase counted in its tier's seats gives them back the moment it leaves UNPAID or PAID for any other state
-- (failed, cancelled, expired, refunded), whichever statement moves it: exactly once, in the same transaction.
CREATE FUNCTION "release_purchase_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."seats_held" AND NEW."status" NOT IN ('UNPAID', 'PAID') THEN
    NEW."seats_held" := false;
    UPDATE "ticket_tiers" SET "taken" = "taken" - OLD."quantity", "updated_at" = now()
      WHERE "product_id" = OLD."product_id";
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "purchases_release_seats" BEFORE UPDATE OF "status" ON "purchases"
  FOR EACH ROW EXECUTE FUNCTION "release_purchase_seats"();--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "capacity";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "attendee_count";
DROP INDEX "customers_mobile_key";--> statement-breakpoint
ALTER TABLE "device_sessions" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "device_sessions" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "customers_mobile_idx" ON "customers" USING btree ("country_code","mobile_number");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_mobile_key" ON "customers" USING btree ("country_code","mobile_number") WHERE "customers"."mobile_number_verified";
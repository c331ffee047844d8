DROP INDEX "customers_mobile_key";--> statement-breakpoint
CREATE INDEX "customers_mobile_idx" ON "customers" USING btree ("country_code","mobile_number");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_mobile_key" ON "customers" USING btree ("country_code","mobile_number") WHERE "customers"."mobile_number_verified";
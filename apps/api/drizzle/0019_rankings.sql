CREATE TABLE "ranking_entries" (
	"ranking_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"fighter_id" uuid NOT NULL,
	CONSTRAINT "ranking_entries_ranking_id_position_pk" PRIMARY KEY("ranking_id","position")
);
--> statement-breakpoint
CREATE TABLE "rankings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"weight_class_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"effective_on" date NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_ranking_id_rankings_id_fk" FOREIGN KEY ("ranking_id") REFERENCES "public"."rankings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_fighter_id_fighter_profiles_id_fk" FOREIGN KEY ("fighter_id") REFERENCES "public"."fighter_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_weight_class_id_master_data_id_fk" FOREIGN KEY ("weight_class_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_published_by_id_customers_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_entries_fighter_key" ON "ranking_entries" USING btree ("ranking_id","fighter_id");--> statement-breakpoint
CREATE INDEX "ranking_entries_fighter_idx" ON "ranking_entries" USING btree ("fighter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rankings_weight_class_version_key" ON "rankings" USING btree ("weight_class_id","version");
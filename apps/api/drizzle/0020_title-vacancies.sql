CREATE TABLE "title_vacancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"weight_class_id" uuid NOT NULL,
	"fighter_id" uuid NOT NULL,
	"reason" text,
	"vacated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vacated_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "title_vacancies" ADD CONSTRAINT "title_vacancies_weight_class_id_master_data_id_fk" FOREIGN KEY ("weight_class_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_vacancies" ADD CONSTRAINT "title_vacancies_fighter_id_fighter_profiles_id_fk" FOREIGN KEY ("fighter_id") REFERENCES "public"."fighter_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_vacancies" ADD CONSTRAINT "title_vacancies_vacated_by_id_customers_id_fk" FOREIGN KEY ("vacated_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "title_vacancies_weight_class_idx" ON "title_vacancies" USING btree ("weight_class_id","vacated_at");
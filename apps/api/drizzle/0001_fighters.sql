CREATE TABLE "master_data" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_ne" text,
	"code" text,
	"lower_kg" numeric(5, 1),
	"upper_kg" numeric(5, 1),
	"gender" text,
	"city" text,
	"logo_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fighter_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fighter_profile_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fighter_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_id" uuid,
	"actor_is_staff" boolean NOT NULL,
	"reason" text,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fighter_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"title" text,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"nickname" text,
	"gender" text,
	"date_of_birth" date,
	"nationality" text,
	"country_code" text,
	"height_cm" numeric(5, 1),
	"weight_kg" numeric(5, 1),
	"reach_cm" numeric(5, 1),
	"weight_class_id" uuid,
	"stance" text,
	"affiliation_id" uuid,
	"coach" text,
	"hometown" text,
	"bio" text,
	"photo_id" uuid,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prior_record" jsonb,
	"amateur_record" jsonb,
	"record_verified_at" timestamp with time zone,
	"record_verified_by_id" uuid,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fighter_public_profiles" (
	"fighter_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"nickname" text,
	"gender" text,
	"date_of_birth" date,
	"nationality" text,
	"country_code" text,
	"height_cm" numeric(5, 1),
	"weight_kg" numeric(5, 1),
	"reach_cm" numeric(5, 1),
	"weight_class_id" uuid,
	"stance" text,
	"affiliation_id" uuid,
	"coach" text,
	"hometown" text,
	"bio" text,
	"photo_id" uuid,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prior_record" jsonb,
	"amateur_record" jsonb,
	"record_verified" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"sort_name" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fighter_photos" ADD CONSTRAINT "fighter_photos_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fighter_profile_history" ADD CONSTRAINT "fighter_profile_history_fighter_id_fighter_profiles_id_fk" FOREIGN KEY ("fighter_id") REFERENCES "public"."fighter_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fighter_profile_history" ADD CONSTRAINT "fighter_profile_history_actor_id_customers_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fighter_profiles" ADD CONSTRAINT "fighter_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fighter_profiles" ADD CONSTRAINT "fighter_profiles_weight_class_id_master_data_id_fk" FOREIGN KEY ("weight_class_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fighter_profiles" ADD CONSTRAINT "fighter_profiles_affiliation_id_master_data_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fighter_profiles" ADD CONSTRAINT "fighter_profiles_photo_id_fighter_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."fighter_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fighter_profiles" ADD CONSTRAINT "fighter_profiles_record_verified_by_id_customers_id_fk" FOREIGN KEY ("record_verified_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fighter_profiles" ADD CONSTRAINT "fighter_profiles_decided_by_id_customers_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fighter_public_profiles" ADD CONSTRAINT "fighter_public_profiles_fighter_id_fighter_profiles_id_fk" FOREIGN KEY ("fighter_id") REFERENCES "public"."fighter_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fighter_public_profiles" ADD CONSTRAINT "fighter_public_profiles_weight_class_id_master_data_id_fk" FOREIGN KEY ("weight_class_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fighter_public_profiles" ADD CONSTRAINT "fighter_public_profiles_affiliation_id_master_data_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fighter_public_profiles" ADD CONSTRAINT "fighter_public_profiles_photo_id_fighter_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."fighter_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "master_data_name_key" ON "master_data" USING btree ("kind",lower("name"));--> statement-breakpoint
CREATE INDEX "master_data_order_idx" ON "master_data" USING btree ("kind","sort_order");--> statement-breakpoint
CREATE INDEX "fighter_profile_history_fighter_idx" ON "fighter_profile_history" USING btree ("fighter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fighter_profiles_customer_key" ON "fighter_profiles" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "fighter_profiles_queue_idx" ON "fighter_profiles" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fighter_public_profiles_slug_key" ON "fighter_public_profiles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "fighter_public_profiles_sort_idx" ON "fighter_public_profiles" USING btree ("sort_name","fighter_id");--> statement-breakpoint
CREATE INDEX "fighter_public_profiles_weight_class_idx" ON "fighter_public_profiles" USING btree ("weight_class_id","sort_name");--> statement-breakpoint
CREATE INDEX "fighter_public_profiles_gender_idx" ON "fighter_public_profiles" USING btree ("gender","sort_name");--> statement-breakpoint
CREATE INDEX "fighter_public_profiles_affiliation_idx" ON "fighter_public_profiles" USING btree ("affiliation_id","sort_name");--> statement-breakpoint
CREATE INDEX "fighter_public_profiles_nationality_idx" ON "fighter_public_profiles" USING btree ("nationality","sort_name");
CREATE TABLE "bouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"weight_class_id" uuid NOT NULL,
	"red_fighter_id" uuid NOT NULL,
	"blue_fighter_id" uuid NOT NULL,
	"scheduled_rounds" integer NOT NULL,
	"is_main_event" boolean DEFAULT false NOT NULL,
	"is_title_fight" boolean DEFAULT false NOT NULL,
	"outcome" text,
	"winner_id" uuid,
	"method" text,
	"end_round" integer,
	"end_time" text,
	"result_recorded_at" timestamp with time zone,
	"result_recorded_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registration_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"fighter_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"actor_is_staff" boolean NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"fighter_id" uuid NOT NULL,
	"weight_class_id" uuid NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tagline" text,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"venue_name" text NOT NULL,
	"venue_city" text NOT NULL,
	"venue_address" text,
	"venue_map_url" text,
	"poster_key" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"registration_opens_at" timestamp with time zone,
	"registration_closes_at" timestamp with time zone,
	"open_weight_class_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"capacity" integer,
	"attendee_count" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"published_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_attendance_within_capacity" CHECK ("events"."capacity" is null or "events"."attendee_count" <= "events"."capacity")
);
--> statement-breakpoint
ALTER TABLE "fighter_public_profiles" ADD COLUMN "promotion_record" jsonb;--> statement-breakpoint
ALTER TABLE "bouts" ADD CONSTRAINT "bouts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bouts" ADD CONSTRAINT "bouts_weight_class_id_master_data_id_fk" FOREIGN KEY ("weight_class_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bouts" ADD CONSTRAINT "bouts_red_fighter_id_fighter_profiles_id_fk" FOREIGN KEY ("red_fighter_id") REFERENCES "public"."fighter_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bouts" ADD CONSTRAINT "bouts_blue_fighter_id_fighter_profiles_id_fk" FOREIGN KEY ("blue_fighter_id") REFERENCES "public"."fighter_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bouts" ADD CONSTRAINT "bouts_winner_id_fighter_profiles_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."fighter_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bouts" ADD CONSTRAINT "bouts_result_recorded_by_id_customers_id_fk" FOREIGN KEY ("result_recorded_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registration_audit" ADD CONSTRAINT "event_registration_audit_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registration_audit" ADD CONSTRAINT "event_registration_audit_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registration_audit" ADD CONSTRAINT "event_registration_audit_fighter_id_fighter_profiles_id_fk" FOREIGN KEY ("fighter_id") REFERENCES "public"."fighter_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registration_audit" ADD CONSTRAINT "event_registration_audit_actor_id_customers_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_fighter_id_fighter_profiles_id_fk" FOREIGN KEY ("fighter_id") REFERENCES "public"."fighter_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_weight_class_id_master_data_id_fk" FOREIGN KEY ("weight_class_id") REFERENCES "public"."master_data"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_decided_by_id_customers_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_checked_in_by_id_customers_id_fk" FOREIGN KEY ("checked_in_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_id_customers_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bouts_event_idx" ON "bouts" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "bouts_red_fighter_idx" ON "bouts" USING btree ("red_fighter_id");--> statement-breakpoint
CREATE INDEX "bouts_blue_fighter_idx" ON "bouts" USING btree ("blue_fighter_id");--> statement-breakpoint
CREATE INDEX "event_registration_audit_time_idx" ON "event_registration_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "event_registration_audit_event_idx" ON "event_registration_audit" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_registration_audit_fighter_idx" ON "event_registration_audit" USING btree ("fighter_id","created_at");--> statement-breakpoint
CREATE INDEX "event_registration_audit_registration_idx" ON "event_registration_audit" USING btree ("registration_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_fighter_key" ON "event_registrations" USING btree ("event_id","fighter_id");--> statement-breakpoint
CREATE INDEX "event_registrations_event_status_idx" ON "event_registrations" USING btree ("event_id","status","created_at");--> statement-breakpoint
CREATE INDEX "event_registrations_fighter_idx" ON "event_registrations" USING btree ("fighter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_tickets_event_customer_key" ON "event_tickets" USING btree ("event_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_tickets_code_key" ON "event_tickets" USING btree ("code");--> statement-breakpoint
CREATE INDEX "event_tickets_customer_idx" ON "event_tickets" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_key" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_status_start_idx" ON "events" USING btree ("status","starts_at");
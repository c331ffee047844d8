CREATE TABLE "video_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_key" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_streams" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"stream_key" text,
	"source_url" text,
	"access" text DEFAULT 'PAID' NOT NULL,
	"state" text DEFAULT 'IDLE' NOT NULL,
	"output_key" text,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"replay_video_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showcase_videos" (
	"showcase_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "showcase_videos_showcase_id_video_id_pk" PRIMARY KEY("showcase_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "showcases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"event_id" uuid,
	"poster_key" text,
	"publication" text DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_fighters" (
	"video_id" uuid NOT NULL,
	"fighter_id" uuid NOT NULL,
	CONSTRAINT "video_fighters_video_id_fighter_id_pk" PRIMARY KEY("video_id","fighter_id")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category_id" uuid,
	"access" text DEFAULT 'PAID' NOT NULL,
	"status" text DEFAULT 'UPLOADING' NOT NULL,
	"publication" text DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"featured" boolean DEFAULT false NOT NULL,
	"event_id" uuid,
	"replay_of_event_id" uuid,
	"poster_key" text,
	"custom_poster" boolean DEFAULT false NOT NULL,
	"duration_seconds" integer,
	"source_height" integer,
	"renditions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"stream_key" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"failure_code" text,
	"failure_detail" text,
	"upload_id" text,
	"size_bytes" bigint,
	"uploaded_bytes" bigint,
	"job_id" text,
	"heartbeat_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"granted_by_id" uuid,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"placement" text NOT NULL,
	"action" jsonb DEFAULT '{"action":"NONE","redirect":"SAME","url":null}'::jsonb NOT NULL,
	"image_key" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'LATEST' NOT NULL,
	"category_id" uuid,
	"item_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"item_limit" integer DEFAULT 12 NOT NULL,
	"subtitle" text,
	"action" jsonb DEFAULT '{"action":"NONE","redirect":"SAME","url":null}'::jsonb NOT NULL,
	"image_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_replay_video_id_videos_id_fk" FOREIGN KEY ("replay_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_videos" ADD CONSTRAINT "showcase_videos_showcase_id_showcases_id_fk" FOREIGN KEY ("showcase_id") REFERENCES "public"."showcases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_videos" ADD CONSTRAINT "showcase_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcases" ADD CONSTRAINT "showcases_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_fighters" ADD CONSTRAINT "video_fighters_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_fighters" ADD CONSTRAINT "video_fighters_fighter_id_fighter_profiles_id_fk" FOREIGN KEY ("fighter_id") REFERENCES "public"."fighter_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."video_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_replay_of_event_id_events_id_fk" FOREIGN KEY ("replay_of_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_created_by_id_customers_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_granted_by_id_customers_id_fk" FOREIGN KEY ("granted_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_revoked_by_id_customers_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_categories_slug_key" ON "video_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "video_categories_name_key" ON "video_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "live_streams_key_key" ON "live_streams" USING btree ("stream_key");--> statement-breakpoint
CREATE INDEX "showcase_videos_video_idx" ON "showcase_videos" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "showcases_slug_key" ON "showcases" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "video_fighters_fighter_idx" ON "video_fighters" USING btree ("fighter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_slug_key" ON "videos" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "videos_public_idx" ON "videos" USING btree ("publication","status","published_at");--> statement-breakpoint
CREATE INDEX "videos_category_idx" ON "videos" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "videos_event_idx" ON "videos" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "access_grants_customer_idx" ON "access_grants" USING btree ("customer_id","content_type","content_id");--> statement-breakpoint
CREATE INDEX "access_grants_content_idx" ON "access_grants" USING btree ("content_type","content_id");--> statement-breakpoint
CREATE INDEX "ads_placement_idx" ON "ads" USING btree ("placement","active");
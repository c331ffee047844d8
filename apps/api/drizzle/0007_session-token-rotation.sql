ALTER TABLE "device_sessions" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "device_sessions" ADD COLUMN "rotated_at" timestamp with time zone;
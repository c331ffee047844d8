ALTER TABLE "live_streams" ADD COLUMN "ingest_instance" text;--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "bitrate_kbps" integer;
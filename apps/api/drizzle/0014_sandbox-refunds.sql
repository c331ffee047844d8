ALTER TABLE "sandbox_payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded_at" timestamp with time zone;
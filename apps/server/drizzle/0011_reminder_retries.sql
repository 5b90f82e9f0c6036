ALTER TABLE "reminder_deliveries" ADD COLUMN "attempts" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "retry_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "retry_push" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "reminder_deliveries_retry_idx" ON "reminder_deliveries" USING btree ("retry_at") WHERE "reminder_deliveries"."retry_at" is not null;
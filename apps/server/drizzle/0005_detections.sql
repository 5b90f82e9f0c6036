ALTER TABLE "dreams" ADD COLUMN "detections" text;--> statement-breakpoint
ALTER TABLE "dreams" ADD COLUMN "detections_edited" boolean DEFAULT false NOT NULL;
CREATE TABLE "dreams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text,
	"content" text NOT NULL,
	"tags" text,
	"dream_date" date NOT NULL,
	"is_analyzed" boolean DEFAULT false NOT NULL,
	"not_remembered" boolean DEFAULT false NOT NULL,
	"exclude_from_ai" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dreams" ADD CONSTRAINT "dreams_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dreams_user_date_idx" ON "dreams" USING btree ("user_id","dream_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "dreams_user_created_idx" ON "dreams" USING btree ("user_id","created_at" DESC NULLS FIRST);
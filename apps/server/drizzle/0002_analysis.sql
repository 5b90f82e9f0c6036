CREATE TABLE "analysis_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"dream_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"analysis" text NOT NULL,
	"questions" text NOT NULL,
	"distilled_info_id" uuid,
	"distilled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp (3) with time zone,
	CONSTRAINT "analysis_sessions_status_check" CHECK ("analysis_sessions"."status" in ('active', 'completed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "analyzer_chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"dream_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"bot_question" text NOT NULL,
	"user_answer" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_sessions" ADD CONSTRAINT "analysis_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_sessions" ADD CONSTRAINT "analysis_sessions_dream_id_dreams_id_fk" FOREIGN KEY ("dream_id") REFERENCES "public"."dreams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_sessions" ADD CONSTRAINT "analysis_sessions_distilled_info_id_user_distilled_info_id_fk" FOREIGN KEY ("distilled_info_id") REFERENCES "public"."user_distilled_info"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyzer_chats" ADD CONSTRAINT "analyzer_chats_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyzer_chats" ADD CONSTRAINT "analyzer_chats_dream_id_dreams_id_fk" FOREIGN KEY ("dream_id") REFERENCES "public"."dreams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyzer_chats" ADD CONSTRAINT "analyzer_chats_session_id_analysis_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."analysis_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_sessions_user_created_idx" ON "analysis_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_sessions_user_dream_idx" ON "analysis_sessions" USING btree ("user_id","dream_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_sessions_active_dream_idx" ON "analysis_sessions" USING btree ("dream_id") WHERE "analysis_sessions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "analyzer_chats_user_dream_idx" ON "analyzer_chats" USING btree ("user_id","dream_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analyzer_chats_session_position_idx" ON "analyzer_chats" USING btree ("session_id","position");
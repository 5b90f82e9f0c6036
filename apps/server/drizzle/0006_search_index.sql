CREATE TABLE "dream_terms" (
	"dream_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" smallint NOT NULL,
	"term" bigint NOT NULL,
	"dream_date" date NOT NULL,
	CONSTRAINT "dream_terms_dream_id_kind_term_pk" PRIMARY KEY("dream_id","kind","term")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"user_id" text NOT NULL,
	"kind" smallint NOT NULL,
	"term" bigint NOT NULL,
	"label" text NOT NULL,
	"dream_count" integer NOT NULL,
	CONSTRAINT "search_terms_user_id_kind_term_pk" PRIMARY KEY("user_id","kind","term")
);
--> statement-breakpoint
ALTER TABLE "dreams" ADD COLUMN "search_bloom" bit varying;--> statement-breakpoint
ALTER TABLE "dream_terms" ADD CONSTRAINT "dream_terms_dream_id_dreams_id_fk" FOREIGN KEY ("dream_id") REFERENCES "public"."dreams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dream_terms" ADD CONSTRAINT "dream_terms_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dream_terms_user_term_idx" ON "dream_terms" USING btree ("user_id","kind","term","dream_date");--> statement-breakpoint
CREATE INDEX "search_terms_user_count_idx" ON "search_terms" USING btree ("user_id","kind","dream_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dreams_unindexed_idx" ON "dreams" USING btree ("id") WHERE "dreams"."search_bloom" is null;
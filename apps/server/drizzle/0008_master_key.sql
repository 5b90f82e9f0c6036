CREATE TABLE "master_key" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"fingerprint" text NOT NULL,
	"next_fingerprint" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_key_one_row" CHECK ("master_key"."id")
);

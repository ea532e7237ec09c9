CREATE TABLE "database_preparation" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"prepared_at" timestamp with time zone DEFAULT now() NOT NULL
);

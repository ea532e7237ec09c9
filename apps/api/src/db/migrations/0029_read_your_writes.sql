CREATE TABLE "read_your_writes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"lsn" "pg_lsn" NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "read_your_writes" ADD CONSTRAINT "read_your_writes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
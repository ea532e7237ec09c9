CREATE TABLE "signup_activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "signup_activations" ADD CONSTRAINT "signup_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signup_activations_token_hash_key" ON "signup_activations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signup_activations_user_id_idx" ON "signup_activations" USING btree ("user_id");
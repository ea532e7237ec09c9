ALTER TABLE "case_attachments" ALTER COLUMN "case_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ALTER COLUMN "contract_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "cases_client_address_idx" ON "cases" USING btree ("client_address","created_at");
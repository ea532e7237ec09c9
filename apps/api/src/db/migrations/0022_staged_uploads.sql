-- Uploaded files are written before the transaction that makes them visible (db/staged-files.ts):
-- a file's row first, with no owner, so that no reader reaches it; then its chunks, each in a
-- statement of its own; then the case's or the change's transaction sets the owner. Rows still
-- without one after the upload gate's lifetime are a killed process's leftovers, swept at start.
ALTER TABLE "case_attachments" ALTER COLUMN "case_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ALTER COLUMN "contract_id" DROP NOT NULL;--> statement-breakpoint
-- A case's chunks as the contract changes' (0008): PDFs and images are compressed already.
ALTER TABLE "case_attachment_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
-- The client address of a visitor's unsigned contact: what one address stores a day is bounded.
ALTER TABLE "cases" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "cases_client_address_idx" ON "cases" USING btree ("client_address","created_at");

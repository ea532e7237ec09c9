-- Bounded uploads.
--
-- One change of each kind waiting for signature per contract: a new request replaces the
-- unsigned one (the customer changed their mind; only the last may reach the distributor), and
-- the unique partial index makes two pending ones impossible even when requests race. Rows that
-- already broke the rule keep the newest and mark the older ones rejected, as a replacement would.
UPDATE "contract_modification_requests" AS r SET "state" = 'rejected'
WHERE r."state" = 'waiting_for_signature'
  AND EXISTS (
    SELECT 1 FROM "contract_modification_requests" AS n
    WHERE n."contract_id" = r."contract_id" AND n."kind" = r."kind" AND n."state" = 'waiting_for_signature'
      AND (n."created_at", n."id") > (r."created_at", r."id")
  );--> statement-breakpoint
-- The unique index also serves what the old pending index did (its first column is the contract).
DROP INDEX IF EXISTS "contract_modification_requests_pending_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "contract_modification_requests_one_pending_idx" ON "contract_modification_requests" USING btree ("contract_id","kind") WHERE "contract_modification_requests"."state" = 'waiting_for_signature';--> statement-breakpoint
-- The bytes of an attachment in chunks of 256 KiB, written and read one at a time, so that no
-- upload or download holds a whole file in the process's memory (held whole, four uploads of six
-- 15 MB files grew it by 330 MB). PDFs and images are compressed already: stored EXTERNAL, out of
-- line and without another compression attempt.
CREATE TABLE "attachment_chunks" (
	"attachment_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "attachment_chunks_attachment_id_seq_pk" PRIMARY KEY("attachment_id","seq"),
	CONSTRAINT "attachment_chunks_seq_check" CHECK ("attachment_chunks"."seq" >= 0)
);--> statement-breakpoint
ALTER TABLE "attachment_chunks" ADD CONSTRAINT "attachment_chunks_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Files stored before are cut into the same 256 KiB chunks (an empty file is one empty chunk).
INSERT INTO "attachment_chunks" ("attachment_id", "seq", "bytes")
SELECT a."id", s.seq, substring(a."content" FROM s.seq * 262144 + 1 FOR 262144)
FROM "attachments" AS a,
  generate_series(0, greatest(ceil(octet_length(a."content") / 262144.0)::integer - 1, 0)) AS s(seq);--> statement-breakpoint
ALTER TABLE "attachments" DROP COLUMN "content";

CREATE TABLE "signing_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"modification_request_id" integer,
	"kind" text NOT NULL,
	"state" text DEFAULT 'waiting_for_signature' NOT NULL,
	"link_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"document" "bytea",
	"document_sha256" text,
	"code_hash" text,
	"code_channel" text,
	"code_sent_at" timestamp with time zone,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"codes_sent" smallint DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone,
	"signer_address" text,
	"signer_user_agent" text,
	"signed_channel" text,
	"sealed_attachment_id" integer,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_requests_kind_check" CHECK ("signing_requests"."kind" in ('iban', 'power', 'no_cession_sips', 'contract')),
	CONSTRAINT "signing_requests_state_check" CHECK ("signing_requests"."state" in ('waiting_for_signature', 'signed', 'applied', 'rejected', 'expired', 'cancelled')),
	CONSTRAINT "signing_requests_channel_check" CHECK ("signing_requests"."code_channel" is null or "signing_requests"."code_channel" in ('email', 'sms')),
	CONSTRAINT "signing_requests_signed_channel_check" CHECK ("signing_requests"."signed_channel" is null or "signing_requests"."signed_channel" in ('email', 'sms')),
	CONSTRAINT "signing_requests_subject_check" CHECK (("signing_requests"."kind" = 'contract') = ("signing_requests"."modification_request_id" is null)),
	CONSTRAINT "signing_requests_evidence_check" CHECK ("signing_requests"."state" not in ('signed', 'applied', 'rejected') or ("signing_requests"."signed_at" is not null and "signing_requests"."document_sha256" is not null and "signing_requests"."signed_channel" is not null)),
	CONSTRAINT "signing_requests_attempts_check" CHECK ("signing_requests"."code_attempts" >= 0 and "signing_requests"."codes_sent" >= 0)
);
--> statement-breakpoint
ALTER TABLE "contract_modification_requests" DROP CONSTRAINT "contract_modification_requests_state_check";--> statement-breakpoint
DROP INDEX "contract_modification_requests_one_pending_idx";--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_modification_request_id_contract_modification_requests_id_fk" FOREIGN KEY ("modification_request_id") REFERENCES "public"."contract_modification_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_sealed_attachment_id_attachments_id_fk" FOREIGN KEY ("sealed_attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_decided_by_staff_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signing_requests_link_hash_key" ON "signing_requests" USING btree ("link_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_requests_modification_request_key" ON "signing_requests" USING btree ("modification_request_id");--> statement-breakpoint
CREATE INDEX "signing_requests_state_idx" ON "signing_requests" USING btree ("state","signed_at","id");--> statement-breakpoint
CREATE INDEX "signing_requests_expiry_idx" ON "signing_requests" USING btree ("link_expires_at") WHERE "signing_requests"."state" = 'waiting_for_signature';--> statement-breakpoint
CREATE INDEX "signing_requests_contract_idx" ON "signing_requests" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_requests_one_open_contract_idx" ON "signing_requests" USING btree ("contract_id") WHERE "signing_requests"."kind" = 'contract' and "signing_requests"."state" in ('waiting_for_signature', 'signed');--> statement-breakpoint
CREATE UNIQUE INDEX "contract_modification_requests_one_pending_idx" ON "contract_modification_requests" USING btree ("contract_id","kind") WHERE "contract_modification_requests"."state" in ('waiting_for_signature', 'signed');--> statement-breakpoint
ALTER TABLE "contract_modification_requests" ADD CONSTRAINT "contract_modification_requests_state_check" CHECK ("contract_modification_requests"."state" in ('waiting_for_signature', 'signed', 'applied', 'rejected', 'expired', 'cancelled'));
CREATE TABLE "trail_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"user_id" integer,
	"staff_id" integer,
	"integration_id" text,
	"customer_id" integer,
	"action" text NOT NULL,
	"subject" text,
	"address" text,
	"user_agent" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "trail_entries_actor_kind_check" CHECK ("trail_entries"."actor_kind" in ('customer', 'staff', 'staff_as_customer', 'integration', 'system')),
	CONSTRAINT "trail_entries_address_check" CHECK (char_length("trail_entries"."address") <= 64),
	CONSTRAINT "trail_entries_user_agent_check" CHECK (char_length("trail_entries"."user_agent") <= 512),
	CONSTRAINT "trail_entries_subject_check" CHECK (char_length("trail_entries"."subject") <= 200)
);
--> statement-breakpoint
CREATE INDEX "trail_entries_customer_idx" ON "trail_entries" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trail_entries_action_idx" ON "trail_entries" USING btree ("action","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trail_entries_actor_idx" ON "trail_entries" USING btree ("actor_kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trail_entries_at_idx" ON "trail_entries" USING btree ("at");--> statement-breakpoint
-- The trail is append-only in the database, not only in code (docs/trail.md): any UPDATE, DELETE
-- or TRUNCATE raises, whoever the connection is, the application's own included. ENABLE ALWAYS
-- makes the triggers fire under session_replication_role = replica too. An operator's purge (a
-- retention period that has ended) is a deliberate act outside the application: as the table's
-- owner, in one transaction, ALTER TABLE trail_entries DISABLE TRIGGER USER, delete, ENABLE
-- ALWAYS TRIGGER again (docs/trail.md, "Purging").
CREATE FUNCTION trail_entries_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'trail_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER trail_entries_no_update_or_delete BEFORE UPDATE OR DELETE ON trail_entries
  FOR EACH ROW EXECUTE FUNCTION trail_entries_refuse_change();--> statement-breakpoint
CREATE TRIGGER trail_entries_no_truncate BEFORE TRUNCATE ON trail_entries
  FOR EACH STATEMENT EXECUTE FUNCTION trail_entries_refuse_change();--> statement-breakpoint
ALTER TABLE trail_entries ENABLE ALWAYS TRIGGER trail_entries_no_update_or_delete;--> statement-breakpoint
ALTER TABLE trail_entries ENABLE ALWAYS TRIGGER trail_entries_no_truncate;
--> statement-breakpoint
-- Staff accounts are created at start (STAFF_BOOTSTRAP_EMAIL, the demo's) and otherwise changed
-- with SQL by an operator (docs/staff.md): a trigger writes their line, so no path, the
-- application's or a psql session's, changes an account without one. The password only as
-- "changed", never its hash; the database role that made the change, since no portal user did.
CREATE FUNCTION staff_accounts_trail() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb := '{}'::jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := jsonb_build_object(
      'email', jsonb_build_object('after', NEW.email),
      'label', jsonb_build_object('after', NEW.label),
      'active', jsonb_build_object('after', NEW.active));
  ELSE
    IF NEW.email IS DISTINCT FROM OLD.email THEN
      changes := changes || jsonb_build_object('email', jsonb_build_object('before', OLD.email, 'after', NEW.email));
    END IF;
    IF NEW.label IS DISTINCT FROM OLD.label THEN
      changes := changes || jsonb_build_object('label', jsonb_build_object('before', OLD.label, 'after', NEW.label));
    END IF;
    IF NEW.active IS DISTINCT FROM OLD.active THEN
      changes := changes || jsonb_build_object('active', jsonb_build_object('before', OLD.active, 'after', NEW.active));
    END IF;
    IF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
      changes := changes || jsonb_build_object('password', jsonb_build_object('after', 'changed'));
    END IF;
    IF changes = '{}'::jsonb THEN
      RETURN NULL;
    END IF;
  END IF;
  changes := changes || jsonb_build_object('database_role', jsonb_build_object('after', session_user::text));
  INSERT INTO trail_entries (actor_kind, action, subject, changes)
    VALUES ('system', 'staff_account_change', left(NEW.email, 200), changes);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER staff_accounts_trail AFTER INSERT OR UPDATE ON staff_accounts
  FOR EACH ROW EXECUTE FUNCTION staff_accounts_trail();

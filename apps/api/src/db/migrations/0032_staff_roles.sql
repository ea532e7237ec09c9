ALTER TABLE "staff_accounts" ADD COLUMN "role" text DEFAULT 'agent' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_role_check" CHECK ("staff_accounts"."role" in ('agent', 'supervisor'));--> statement-breakpoint
-- Every account until now could do everything a supervisor can; it keeps that. New accounts are agents.
UPDATE "staff_accounts" SET "role" = 'supervisor';--> statement-breakpoint
-- The trail's record of an account change (0031_trail) now says when the role changes too.
CREATE OR REPLACE FUNCTION staff_accounts_trail() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb := '{}'::jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := jsonb_build_object(
      'email', jsonb_build_object('after', NEW.email),
      'label', jsonb_build_object('after', NEW.label),
      'role', jsonb_build_object('after', NEW.role),
      'active', jsonb_build_object('after', NEW.active));
  ELSE
    IF NEW.email IS DISTINCT FROM OLD.email THEN
      changes := changes || jsonb_build_object('email', jsonb_build_object('before', OLD.email, 'after', NEW.email));
    END IF;
    IF NEW.label IS DISTINCT FROM OLD.label THEN
      changes := changes || jsonb_build_object('label', jsonb_build_object('before', OLD.label, 'after', NEW.label));
    END IF;
    IF NEW.role IS DISTINCT FROM OLD.role THEN
      changes := changes || jsonb_build_object('role', jsonb_build_object('before', OLD.role, 'after', NEW.role));
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
$$;

CREATE INDEX "customers_name_search_idx" ON "customers" USING gin (to_tsvector('simple', portal_fold("name")));--> statement-breakpoint
CREATE INDEX "users_customer_id_idx" ON "users" USING btree ("customer_id");--> statement-breakpoint
-- The trail's record of an account change (0031_trail, 0032_staff_roles) names the staff member
-- who made it through the portal: the staff module sets portal.staff_id (and portal.address,
-- portal.user_agent) with set_config(…, true), local to the change's transaction. Without them
-- (psql, the bootstrap and demo accounts at start) the line stays the system's.
CREATE OR REPLACE FUNCTION staff_accounts_trail() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb := '{}'::jsonb;
  by_staff integer := nullif(current_setting('portal.staff_id', true), '')::integer;
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
  INSERT INTO trail_entries (actor_kind, staff_id, action, subject, address, user_agent, changes)
    VALUES (
      CASE WHEN by_staff IS NULL THEN 'system' ELSE 'staff' END,
      by_staff,
      'staff_account_change',
      left(NEW.email, 200),
      CASE WHEN by_staff IS NULL THEN NULL ELSE nullif(left(current_setting('portal.address', true), 64), '') END,
      CASE WHEN by_staff IS NULL THEN NULL ELSE nullif(left(current_setting('portal.user_agent', true), 512), '') END,
      changes);
  RETURN NULL;
END
$$;

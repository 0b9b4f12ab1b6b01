-- Issue 47: open message streams end within seconds when their access ends. Every change that can end someone's
-- access tells the listening processes, `NOTIFY upkeep_access '<what>:<id>'` at commit (ids only): a user
-- deactivated, moved or signed out everywhere, a company suspended, a ticket given to another crew or account,
-- a guest link revoked, one token signed out. Each open stream of that user, company, ticket or token checks its
-- access again (modules/conversations/stream.ts).
CREATE OR REPLACE FUNCTION upkeep_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'upkeep_access',
    TG_ARGV[0] || ':' || (CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END ->> TG_ARGV[1])
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customers_access AFTER UPDATE ON customers FOR EACH ROW
  WHEN (OLD.tokens_valid_after IS DISTINCT FROM NEW.tokens_valid_after OR OLD.blocked_at IS DISTINCT FROM NEW.blocked_at)
  EXECUTE FUNCTION upkeep_access_changed('customer', 'id');
--> statement-breakpoint
CREATE TRIGGER company_users_access AFTER UPDATE ON company_users FOR EACH ROW
  WHEN (OLD.active IS DISTINCT FROM NEW.active OR OLD.crew_id IS DISTINCT FROM NEW.crew_id
    OR OLD.role IS DISTINCT FROM NEW.role OR OLD.tokens_valid_after IS DISTINCT FROM NEW.tokens_valid_after)
  EXECUTE FUNCTION upkeep_access_changed('company_user', 'id');
--> statement-breakpoint
CREATE TRIGGER company_users_gone AFTER DELETE ON company_users FOR EACH ROW
  EXECUTE FUNCTION upkeep_access_changed('company_user', 'id');
--> statement-breakpoint
CREATE TRIGGER staff_users_access AFTER UPDATE ON staff_users FOR EACH ROW
  WHEN (OLD.active IS DISTINCT FROM NEW.active OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.tokens_valid_after IS DISTINCT FROM NEW.tokens_valid_after)
  EXECUTE FUNCTION upkeep_access_changed('staff', 'id');
--> statement-breakpoint
CREATE TRIGGER companies_access AFTER UPDATE ON companies FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION upkeep_access_changed('company', 'id');
--> statement-breakpoint
CREATE TRIGGER ticket_links_access AFTER UPDATE ON ticket_links FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION upkeep_access_changed('ticket', 'ticket_id');
--> statement-breakpoint
CREATE TRIGGER tickets_access AFTER UPDATE ON tickets FOR EACH ROW
  WHEN (OLD.crew_id IS DISTINCT FROM NEW.crew_id OR OLD.customer_id IS DISTINCT FROM NEW.customer_id
    OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION upkeep_access_changed('ticket', 'id');
--> statement-breakpoint
CREATE TRIGGER revoked_tokens_access AFTER INSERT ON revoked_tokens FOR EACH ROW
  EXECUTE FUNCTION upkeep_access_changed('token', 'jti');

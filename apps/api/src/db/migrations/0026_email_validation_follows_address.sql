-- A confirmed address is a fact about one address, not about the account (issue 20): guest orders
-- bought with the account's address are shown to it while users.email_validated_at is set. So any
-- change of the address, whichever code makes it, forgets the confirmation, unless the same
-- statement sets a new one (a flow that confirmed the new address itself).
CREATE OR REPLACE FUNCTION tribuna_email_change_unconfirms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email_validated_at IS NOT DISTINCT FROM OLD.email_validated_at THEN
    NEW.email_validated_at := NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tribuna_email_change_unconfirms BEFORE UPDATE OF email ON users
  FOR EACH ROW WHEN (NEW.email IS DISTINCT FROM OLD.email) EXECUTE FUNCTION tribuna_email_change_unconfirms();

-- Membership numbers (issue 4): sequential per club. Existing profiles are numbered in the
-- order they were created; from now on a trigger takes the next number from people_counters in
-- the inserting transaction (the counter row lock serialises concurrent inserts in one club,
-- and a rolled-back insert gives its number back). A bulk writer may reserve a range instead.
WITH numbered AS (
  SELECT id, row_number() OVER (PARTITION BY club_id ORDER BY id) AS n FROM profiles
)
UPDATE profiles SET membership_number = numbered.n FROM numbered WHERE profiles.id = numbered.id;--> statement-breakpoint
INSERT INTO people_counters (club_id, last_membership_number)
SELECT club_id, max(membership_number) FROM profiles GROUP BY club_id
ON CONFLICT (club_id) DO UPDATE SET last_membership_number = excluded.last_membership_number;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tribuna_assign_membership_number() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A writer that sets numbers itself (bulk inserts) reserves them from people_counters first.
  IF NEW.membership_number IS NULL THEN
    INSERT INTO people_counters AS c (club_id, last_membership_number) VALUES (NEW.club_id, 1)
    ON CONFLICT (club_id) DO UPDATE SET last_membership_number = c.last_membership_number + 1
    RETURNING c.last_membership_number INTO NEW.membership_number;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER tribuna_membership_number BEFORE INSERT ON profiles
FOR EACH ROW EXECUTE FUNCTION tribuna_assign_membership_number();

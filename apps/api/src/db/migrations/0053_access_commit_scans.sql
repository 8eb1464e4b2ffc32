-- Issue 24 (door scan speed): a batch of scans commits in one round trip. The batch reads its
-- histories without locks and judges them in the application; this function then takes the locks
-- the old transaction took (the tickets' rows, then an advisory lock per list and person, each in
-- id order), reads the histories again and logs the batch only if they are still what the batch
-- judged on. Otherwise it raises serialization_failure (40001) and the batch is judged again. One
-- statement is one transaction: six round trips (begin, lock, histories, insert, commit, and the
-- wait between them) became one. features/access-control/scan/scan-batch.repository.ts calls it.
CREATE OR REPLACE FUNCTION access_commit_scans(scans jsonb, ticket_ids jsonb, people jsonb, keys jsonb, judged_on jsonb)
RETURNS SETOF access_scans
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM count(*) FROM (SELECT t.id FROM tickets t
    WHERE t.id = ANY(ARRAY(SELECT (jsonb_array_elements_text(ticket_ids))::int)) ORDER BY t.id FOR UPDATE) locked;
  PERFORM count(pg_advisory_xact_lock(o.list_id, o.profile_id)) FROM (
    SELECT v.list_id, v.profile_id FROM jsonb_to_recordset(people) AS v(list_id int, profile_id int)
    ORDER BY v.list_id, v.profile_id OFFSET 0) o;
  -- A new statement, a new snapshot: what committed while this waited for the locks is seen.
  IF EXISTS (
    (SELECT h.kind, h."listIdOf", h."subjectId", h.role, h.id FROM access_scan_histories(keys) h
      EXCEPT ALL
      SELECT e.kind, e.list_id, e.subject_id, e.role, e.id
        FROM jsonb_to_recordset(judged_on) AS e(kind text, list_id int, subject_id int, role text, id int))
    UNION ALL
    (SELECT e.kind, e.list_id, e.subject_id, e.role, e.id
        FROM jsonb_to_recordset(judged_on) AS e(kind text, list_id int, subject_id int, role text, id int)
      EXCEPT ALL
      SELECT h.kind, h."listIdOf", h."subjectId", h.role, h.id FROM access_scan_histories(keys) h)
  ) THEN
    RAISE EXCEPTION 'a door scan''s history changed while its batch was judged' USING ERRCODE = 'serialization_failure';
  END IF;
  RETURN QUERY SELECT * FROM access_log_scans(scans);
END $$;

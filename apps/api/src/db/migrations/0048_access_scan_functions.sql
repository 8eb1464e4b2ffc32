-- Issue 24 (door scan speed): the batch's three heaviest statements as PL/pgSQL functions, whose
-- plans each connection keeps between calls. Sent as SQL text, each was planned again for every
-- batch (joins inside LATERAL subqueries: several milliseconds of planning against well under
-- one of execution). The columns are cast so the result types never drift from the declaration;
-- features/access-control/scan/scan-batch.repository.ts is their only caller.
CREATE OR REPLACE FUNCTION access_door_tickets(codes jsonb)
RETURNS TABLE (id int, "clubId" int, hash text, reference text, product text, "campaignId" int, event text,
  "seatRow" int, "seatNumber" int, cancelled boolean, "orderStatus" int, code text)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT x.* FROM jsonb_array_elements_text(codes) AS k(wanted)
    CROSS JOIN LATERAL (
      SELECT t.id::int, t.club_id::int, t.public_id::text, t.reference::text, cp.name::text, c.id::int, c.name::text,
        t.seat_row::int, t.seat_number::int, t.cancelled::boolean, o.status::int, t.code::text
      FROM tickets t JOIN campaign_products cp ON cp.id = t.product_id
        JOIN campaigns c ON c.id = cp.campaign_id JOIN orders o ON o.id = t.order_id
      WHERE t.code = k.wanted LIMIT 1) x;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION access_scan_histories(keys jsonb)
RETURNS TABLE (kind text, "listIdOf" int, "subjectId" int, role text, id int, direction text, "scannedAt" timestamptz,
  "listName" text, "deviceName" text)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT v.kind::text, v.list_id::int, v.subject_id::int, m.* FROM jsonb_to_recordset(keys) AS v(kind text, list_id int, subject_id int)
    CROSS JOIN LATERAL (
      (SELECT 'first'::text, s.id::int, s.direction::text, s.scanned_at::timestamptz, l.name::text, d.name::text
        FROM access_scans s JOIN access_lists l ON l.id = s.list_id LEFT JOIN access_devices d ON d.id = s.device_id
        WHERE v.kind = 'ticket' AND s.ticket_id = v.subject_id AND s.first_use AND s.annulled_at IS NULL LIMIT 1)
      UNION ALL
      (SELECT 'latest'::text, s.id::int, s.direction::text, s.scanned_at::timestamptz, l.name::text, d.name::text
        FROM access_scans s JOIN access_lists l ON l.id = s.list_id LEFT JOIN access_devices d ON d.id = s.device_id
        WHERE v.kind = 'ticket' AND s.list_id = v.list_id AND s.ticket_id = v.subject_id AND s.result <> 'refused'
          AND s.annulled_at IS NULL AND (l.checked_out_at IS NULL OR s.scanned_at > l.checked_out_at)
        ORDER BY s.scanned_at DESC NULLS LAST, s.id DESC NULLS LAST LIMIT 1)
      UNION ALL
      (SELECT 'latest'::text, s.id::int, s.direction::text, s.scanned_at::timestamptz, l.name::text, d.name::text
        FROM access_scans s JOIN access_lists l ON l.id = s.list_id LEFT JOIN access_devices d ON d.id = s.device_id
        WHERE v.kind = 'member' AND s.list_id = v.list_id AND s.profile_id = v.subject_id AND s.result <> 'refused'
          AND s.annulled_at IS NULL AND (l.checked_out_at IS NULL OR s.scanned_at > l.checked_out_at)
        ORDER BY s.scanned_at DESC NULLS LAST, s.id DESC NULLS LAST LIMIT 1)
    ) m;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION access_log_scans(scans jsonb)
RETURNS SETOF access_scans
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY WITH v AS (
      SELECT * FROM jsonb_to_recordset(scans) AS v(public_id text, club_id int, list_id int, device_id int,
        controller_profile_id int, nonce text, code_kind text, profile_id int, ticket_id int, direction text, result text,
        reason text, first_use boolean, offline boolean, conflict boolean, scanned_at timestamptz)),
    inserted AS (
      INSERT INTO access_scans (public_id, club_id, list_id, device_id, controller_profile_id, nonce, code_kind, profile_id,
        ticket_id, direction, result, reason, first_use, offline, conflict, scanned_at)
      SELECT v.public_id, v.club_id, v.list_id, v.device_id, v.controller_profile_id, v.nonce, v.code_kind, v.profile_id,
        v.ticket_id, v.direction, v.result, v.reason, coalesce(v.first_use, false), coalesce(v.offline, false),
        coalesce(v.conflict, false), coalesce(v.scanned_at, now()) FROM v
      ON CONFLICT (club_id, nonce) DO NOTHING
      RETURNING *),
    used AS (
      UPDATE tickets t SET used_at = coalesce(t.used_at, i.scanned_at) FROM inserted i WHERE i.first_use AND t.id = i.ticket_id)
    SELECT * FROM inserted;
END $$;

-- Checkout's write (migration 0017) takes the units first instead of last (issue 12's checkout
-- speed). Every sale updates its product's row; taken last, each checkout had already locked that
-- row FOR KEY SHARE through its order line's foreign key while it waited for the update, so every
-- update combined the waiting checkouts' locks into a multixact and the row's versions piled up.
-- Units are now taken per product and per option (summed over the lines), products before options,
-- each in the order of its id; returning units (orders.repository returnUnits) uses the same order.
CREATE OR REPLACE FUNCTION tribuna_reserve_order(p_order jsonb, p_lines jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_club integer := (p_order->>'club_id')::integer;
  v_email text := p_order->>'paid_by_email';
  v_key text := p_order->>'idempotency_key';
  v_existing orders%ROWTYPE;
  v_order orders%ROWTYPE;
  v_item order_items%ROWTYPE;
  v_items jsonb := '[]'::jsonb;
  v_line jsonb;
  v_seat jsonb;
  v_unit record;
  v_held integer;
  v_wanted integer;
  v_identifier text := p_order->>'purchase_identifier';
  v_tries integer := 0;
  v_constraint text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('order-buyer:' || v_club || ':' || v_email));
  IF v_key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('order-key:' || v_club || ':' || v_key));
    SELECT * INTO v_existing FROM orders WHERE club_id = v_club AND idempotency_key = v_key;
    IF FOUND THEN
      RETURN jsonb_build_object('existing', to_jsonb(v_existing));
    END IF;
  END IF;

  IF (p_order->>'check_limits')::boolean THEN
    FOR v_line IN SELECT value FROM jsonb_array_elements(p_lines) WHERE value->>'max_per_buyer' IS NOT NULL LOOP
      SELECT coalesce(sum(i.quantity), 0) INTO v_held
        FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE o.club_id = v_club AND o.paid_by_email = v_email AND o.status IN (0, 1)
         AND i.product_id = (v_line->>'product_id')::integer;
      SELECT sum((value->>'quantity')::integer) INTO v_wanted
        FROM jsonb_array_elements(p_lines) WHERE value->>'product_id' = v_line->>'product_id';
      IF v_held + v_wanted > (v_line->>'max_per_buyer')::integer THEN
        RAISE EXCEPTION 'tribuna:limitPerBuyer';
      END IF;
    END LOOP;
  END IF;

  -- The units first, each product's then each option's, in the order of their ids: every
  -- checkout (and every return of units) takes these rows in one order, so two never wait in a
  -- circle. Taken before the order's rows are written, the product row is locked by one checkout
  -- at a time when the order lines' foreign keys look it up, so no other checkout shares a lock
  -- on it (no multixacts on a row every sale updates).
  FOR v_unit IN SELECT (value->>'product_id')::integer AS id, sum((value->>'quantity')::integer)::integer AS quantity
                  FROM jsonb_array_elements(p_lines) GROUP BY 1 ORDER BY 1 LOOP
    UPDATE campaign_products SET stock_sold = stock_sold + v_unit.quantity
     WHERE id = v_unit.id AND stock_sold + v_unit.quantity <= stock_total;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'tribuna:soldOut';
    END IF;
  END LOOP;
  FOR v_unit IN SELECT (value->>'option_id')::integer AS id, sum((value->>'quantity')::integer)::integer AS quantity
                  FROM jsonb_array_elements(p_lines) WHERE value->>'option_id' IS NOT NULL GROUP BY 1 ORDER BY 1 LOOP
    UPDATE product_options SET stock_sold = stock_sold + v_unit.quantity
     WHERE id = v_unit.id AND stock_sold + v_unit.quantity <= stock_total;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'tribuna:soldOut';
    END IF;
  END LOOP;

  -- The order number people read out is short (six of 25 letters a month): a clash with another
  -- order draws another number, the way the caller draws them.
  LOOP
    BEGIN
      INSERT INTO orders (public_id, club_id, campaign_id, purchase_identifier, status, paid_by_type, paid_by_name,
                          paid_by_email, user_id, amount_cents, tax_amount_cents, reserved_until, payment_provider, idempotency_key)
      VALUES (p_order->>'public_id', v_club, (p_order->>'campaign_id')::integer, v_identifier, 0,
              p_order->>'paid_by_type', p_order->>'paid_by_name', v_email, (p_order->>'user_id')::integer,
              (p_order->>'amount_cents')::integer, (p_order->>'tax_amount_cents')::integer,
              (p_order->>'reserved_until')::timestamptz, p_order->>'payment_provider', v_key)
      RETURNING * INTO v_order;
      EXIT;
    EXCEPTION WHEN unique_violation THEN
      GET STACKED DIAGNOSTICS v_constraint = CONSTRAINT_NAME;
      v_tries := v_tries + 1;
      IF v_constraint <> 'orders_club_identifier_key' OR v_tries > 5 THEN
        RAISE;
      END IF;
      v_identifier := left(v_identifier, 5) || (
        SELECT string_agg(substr('ACDEFGHJKMNPQRTUVWXY34679', 1 + floor(random() * 25)::integer, 1), '')
          FROM generate_series(1, 6));
    END;
  END LOOP;

  FOR v_line IN SELECT value FROM jsonb_array_elements(p_lines) LOOP
    INSERT INTO order_items (order_id, product_id, option_id, name, option_name, quantity, unit_price_cents,
                             unit_tax_cents, unit_total_cents, tax_name, tax_rate_basis_points, tax_type)
    VALUES (v_order.id, (v_line->>'product_id')::integer, (v_line->>'option_id')::integer, v_line->>'name',
            v_line->>'option_name', (v_line->>'quantity')::integer, (v_line->>'unit_price_cents')::integer,
            (v_line->>'unit_tax_cents')::integer, (v_line->>'unit_total_cents')::integer, v_line->>'tax_name',
            (v_line->>'tax_rate_basis_points')::integer, v_line->>'tax_type')
    RETURNING * INTO v_item;
    v_items := v_items || jsonb_build_array(to_jsonb(v_item));
    -- A seat someone else holds is refused by the unique key: the whole order goes.
    FOR v_seat IN SELECT value FROM jsonb_array_elements(coalesce(v_line->'seats', '[]'::jsonb)) LOOP
      INSERT INTO seat_holds (product_id, order_id, order_item_id, seat_row, seat_number)
      VALUES (v_item.product_id, v_order.id, v_item.id, (v_seat->>'row')::integer, (v_seat->>'seat')::integer)
      ON CONFLICT DO NOTHING;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'tribuna:seatTaken';
      END IF;
    END LOOP;
  END LOOP;

  RETURN jsonb_build_object('order', to_jsonb(v_order), 'items', v_items);
END;
$$;

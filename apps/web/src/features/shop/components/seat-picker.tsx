import { Group, Stack, Text } from '@mantine/core';
import type { Seat, ShopProduct } from '@tribuna/contract';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { useShopSeats } from '../api/shop';
import classes from './seat-picker.module.css';

type SeatPickerProps = {
  clubHash: string;
  campaignHash: string;
  product: ShopProduct;
  selected: Seat[];
  onChange: (seats: Seat[]) => void;
  /** Seats one may still add (the limit per buyer, what is left). */
  max: number;
  disabled?: boolean;
};

/** Whether the box is narrower than what it holds (a row of 25 seats on a 375 px phone), kept up to date on resize. */
function useOverflowsSideways(dependency: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [dependency]);
  return { ref, overflows };
}

const same = (a: Seat, b: Seat) => a.row === b.row && a.seat === b.seat;

/**
 * A ticket's seat map (feature seat_selection): rows from the pitch side back, each seat a
 * button (pressed when chosen, disabled when someone holds it), so a keyboard or a screen
 * reader picks seats as a pointer does. One seat per ticket; the server has the last word.
 */
export function SeatPicker({ clubHash, campaignHash, product, selected, onChange, max, disabled }: SeatPickerProps) {
  const { t } = useTranslation('shop');
  const seats = useShopSeats(clubHash, campaignHash, product.hash);
  const hintId = useId();
  const { ref: mapRef, overflows } = useOverflowsSideways(seats.data?.seatsPerRow);
  if (seats.isPending) return <PlaceholderRows />;
  if (seats.isError) return <LoadError message={t('seats.loadError')} retryLabel={t('retry')} onRetry={() => void seats.refetch()} />;
  const { rows, seatsPerRow, taken } = seats.data;
  const toggle = (seat: Seat) => {
    if (selected.some((chosen) => same(chosen, seat))) onChange(selected.filter((chosen) => !same(chosen, seat)));
    else if (selected.length < max) onChange([...selected, seat]);
  };
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} data-testid="seat-picker">
      <Text component="legend" fw={600} size="sm">
        {t('seats.choose')}
      </Text>
      <Group gap="md" aria-hidden>
        <span className={classes.key}>
          <span className={classes.seat} /> {t('seats.free')}
        </span>
        <span className={classes.key}>
          <span className={classes.seat} aria-pressed="true" /> {t('seats.selected')}
        </span>
        <span className={classes.key}>
          <span className={classes.seat} style={{ background: 'var(--mantine-color-gray-4)' }} /> {t('seats.taken')}
        </span>
      </Group>
      {overflows && (
        <Text size="xs" c="dimmed" id={hintId} data-testid="seat-map-hint">
          <span aria-hidden="true">↔ </span>
          {t('seats.scrollHint', { count: seatsPerRow })}
        </Text>
      )}
      {/* Wider than a phone: it scrolls inside its own box. Focusable, so arrow keys scroll it too;
          tabbing through the seats brings each into view. */}
      <div
        ref={mapRef}
        className={classes.map}
        data-overflows={overflows}
        tabIndex={overflows ? 0 : undefined}
        role={overflows ? 'region' : undefined}
        aria-label={overflows ? t('seats.mapLabel') : undefined}
        aria-describedby={overflows ? hintId : undefined}
        data-testid="seat-map"
      >
        <div className={classes.front}>{t('seats.front')}</div>
        {Array.from({ length: rows }, (_, rowIndex) => {
          const row = rowIndex + 1;
          return (
            <div key={row} className={classes.row} role="group" aria-label={t('seats.row', { row })}>
              <span className={classes.rowLabel} aria-hidden>
                {t('seats.row', { row })}
              </span>
              {Array.from({ length: seatsPerRow }, (_, seatIndex) => {
                const seat = { row, seat: seatIndex + 1 };
                const isTaken = taken.some((held) => same(held, seat));
                const isChosen = selected.some((chosen) => same(chosen, seat));
                const label = t('seats.seatLabel', seat);
                return (
                  <button
                    key={seat.seat}
                    type="button"
                    className={classes.seat}
                    aria-pressed={isChosen}
                    aria-label={isTaken ? `${label} · ${t('seats.taken')}` : label}
                    disabled={disabled || isTaken || (!isChosen && selected.length >= max)}
                    onClick={() => toggle(seat)}
                    data-testid={`seat-${row}-${seat.seat}`}
                  >
                    {seat.seat}
                  </button>
                );
              })}
            </div>
          );
        })}
      </div>
      <Text size="sm" aria-live="polite" data-testid="seats-chosen">
        {/* max: what one may still pick (the limit per buyer, or the seats left) */}
        {t('seats.chosen', { count: selected.length, quantity: max })}
      </Text>
    </Stack>
  );
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import type { FieldErrorCode } from '@tribuna/contract';
import { rowOf } from './json-rows';
import type { NewOrderItem, OrderItemRow, OrderRow } from './orders.repository';

/** What `tribuna_reserve_order` (migration 0017) writes: the order, and each line with its seats and limit. */
export type ReserveOrderInput = {
  order: {
    publicId: string;
    clubId: number;
    campaignId: number;
    purchaseIdentifier: string;
    paidByType: string;
    paidByName: string;
    paidByEmail: string;
    userId: number | null;
    amountCents: number;
    taxAmountCents: number;
    reservedUntil: Date;
    paymentProvider: string;
    idempotencyKey: string | null;
    /** Online sales hold each buyer to a product's limit; imports record what happened elsewhere. */
    checkLimits: boolean;
  };
  lines: (NewOrderItem & { maxPerBuyer: number | null; seats: { row: number; seat: number }[] })[];
};
export type ReserveOrderResult = { existing: OrderRow } | { order: OrderRow; items: OrderItemRow[] };

const REFUSALS: readonly FieldErrorCode[] = ['soldOut', 'seatTaken', 'limitPerBuyer'];
const ORDER_DATES = new Set(['reservedUntil', 'paidAt', 'refundedAt', 'createdAt', 'updatedAt']);

/** The refusal the function raised (`tribuna:<code>`), wherever the driver put its message. */
function refusalOf(error: unknown): FieldErrorCode | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const match = /tribuna:(\w+)/.exec(String((current as { message?: unknown }).message ?? ''));
    if (match && REFUSALS.includes(match[1] as FieldErrorCode)) return match[1] as FieldErrorCode;
  }
  return undefined;
}

/**
 * Checkout's whole write in one statement: every unit, seat and limit is taken or refused
 * together by the database (a refusal undoes the statement), in one round trip.
 */
export async function reserveOrder(db: Db, input: ReserveOrderInput): Promise<ReserveOrderResult> {
  const order = { ...input.order, reservedUntil: input.order.reservedUntil.toISOString() };
  const snake = (value: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(value).map(([key, v]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), v]));
  try {
    const result = await db.execute(
      sql`select tribuna_reserve_order(${JSON.stringify(snake(order))}::jsonb, ${JSON.stringify(input.lines.map(snake))}::jsonb) as result`,
    );
    const [first] = (result as unknown as { rows: { result: unknown }[] }).rows;
    const answer = (typeof first!.result === 'string' ? JSON.parse(first!.result) : first!.result) as {
      existing?: Record<string, unknown>;
      order?: Record<string, unknown>;
      items?: Record<string, unknown>[];
    };
    if (answer.existing) return { existing: rowOf<OrderRow>(answer.existing, ORDER_DATES) };
    return { order: rowOf<OrderRow>(answer.order!, ORDER_DATES), items: answer.items!.map((item) => rowOf<OrderItemRow>(item)) };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) throw errors.conflict(refusal);
    throw error;
  }
}

import { ORDER_STATUS_NAMES, type Order } from '@tribuna/contract';
import type { OrderItemRow, OrderRow } from './orders.repository';

/** Spec 3's Order, with each line's prices and tax as they were at checkout. */
export function presentOrder(
  row: OrderRow,
  items: OrderItemRow[],
  campaign: { hash: string; name: string },
  productHashes: Map<number, string>,
): Order {
  const lines = items.filter((item) => item.orderId === row.id);
  return {
    hash: row.publicId,
    delivered: row.delivered,
    purchaseIdentifier: row.purchaseIdentifier,
    paidBy: { name: row.paidByName, type: row.paidByType as 'guardian' | 'external' },
    products: lines.map((line) => ({ name: line.optionName ? `${line.name} (${line.optionName})` : line.name, amount: line.quantity })),
    amount: row.amountCents,
    taxAmount: row.taxAmountCents,
    status: row.status,
    statusName: ORDER_STATUS_NAMES[row.status]!,
    campaign,
    lines: lines.map((line) => ({
      productHash: productHashes.get(line.productId) ?? '',
      name: line.name,
      option: line.optionName,
      quantity: line.quantity,
      unitPrice: line.unitPriceCents,
      unitTax: line.unitTaxCents,
      unitTotal: line.unitTotalCents,
      tax:
        line.taxName === null ? null : { name: line.taxName, value: (line.taxRateBasisPoints ?? 0) / 100, type: line.taxType ?? 'exempt' },
    })),
    reservedUntil: row.reservedUntil.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

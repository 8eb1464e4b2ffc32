import {
  PERSON_CATEGORIES,
  type Beneficiary,
  type Expense,
  type PersonCategory,
  type ReceiptContentType,
  type Subsidy,
  type SubsidyStatus,
} from '@tribuna/contract';
import type { BeneficiaryRow, ExpenseRow, ManagerRow, SubsidyRow, Totals } from './subsidies.repository';

const NO_TOTALS = { expenses: 0, spent: 0, missingReceipts: 0, beneficiaries: 0 };

export function presentSubsidy(
  row: SubsidyRow,
  managers: ManagerRow[],
  totals: Totals | undefined,
  viewerProfileIds: readonly number[],
): Subsidy {
  const own = managers.filter((m) => m.subsidyId === row.id);
  const sums = totals ?? NO_TOTALS;
  return {
    hash: row.publicId,
    name: row.name,
    funder: row.funder,
    reference: row.reference,
    amount: row.amount,
    currency: 'EUR',
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    justifyBy: row.justifyBy,
    status: row.status as SubsidyStatus,
    notes: row.notes,
    managers: own.map((m) => ({ hash: m.hash, name: m.name, surname: m.surname })),
    mine: own.some((m) => viewerProfileIds.includes(m.profileId)),
    beneficiaryCount: sums.beneficiaries,
    expenseCount: sums.expenses,
    spent: sums.spent,
    missingReceipts: sums.missingReceipts,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const asCategory = (value: string | null): PersonCategory | null =>
  value && (PERSON_CATEGORIES as readonly string[]).includes(value) ? (value as PersonCategory) : null;

export function presentBeneficiary(row: BeneficiaryRow): Beneficiary {
  return {
    personHash: row.personHash,
    name: row.name,
    surname: row.surname,
    category: asCategory(row.category),
    source: row.source as Beneficiary['source'],
    sourceName: row.sourceName,
    addedAt: row.addedAt.toISOString(),
  };
}

export function presentExpense(row: ExpenseRow): Expense {
  return {
    hash: row.publicId,
    spentOn: row.spentOn,
    supplier: row.supplier,
    concept: row.concept,
    amount: row.amount,
    receipt:
      row.receiptKey && row.receiptName && row.receiptType
        ? { name: row.receiptName, contentType: row.receiptType as ReceiptContentType, size: row.receiptSize ?? 0 }
        : null,
  };
}

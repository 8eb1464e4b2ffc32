import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subsidyExpenses } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import type { ExpenseRow, SubsidyRow } from './subsidies.repository';

/** A subsidy's expenses and their receipts' storage keys; every query names the club. */
export class ExpensesRepository {
  constructor(private readonly db: Db) {}

  expenses(clubId: number, subsidyId: number): Promise<ExpenseRow[]> {
    return this.db
      .select()
      .from(subsidyExpenses)
      .where(and(eq(subsidyExpenses.clubId, clubId), eq(subsidyExpenses.subsidyId, subsidyId)))
      .orderBy(asc(subsidyExpenses.spentOn), asc(subsidyExpenses.id));
  }

  async expenseCount(clubId: number, subsidyId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(subsidyExpenses)
      .where(and(eq(subsidyExpenses.clubId, clubId), eq(subsidyExpenses.subsidyId, subsidyId)));
    return Number(row?.n ?? 0);
  }

  async findExpense(row: SubsidyRow, expenseHash: string): Promise<ExpenseRow | undefined> {
    const [expense] = await this.db
      .select()
      .from(subsidyExpenses)
      .where(and(eq(subsidyExpenses.subsidyId, row.id), eq(subsidyExpenses.clubId, row.clubId), eq(subsidyExpenses.publicId, expenseHash)));
    return expense;
  }

  async insertExpense(row: SubsidyRow, values: Pick<ExpenseRow, 'spentOn' | 'supplier' | 'concept' | 'amount'>): Promise<ExpenseRow> {
    const [expense] = await this.db
      .insert(subsidyExpenses)
      .values({ publicId: newPublicId(), subsidyId: row.id, clubId: row.clubId, ...values })
      .returning();
    return expense!;
  }

  async updateExpense(
    expense: ExpenseRow,
    values: Partial<
      Pick<ExpenseRow, 'spentOn' | 'supplier' | 'concept' | 'amount' | 'receiptKey' | 'receiptName' | 'receiptType' | 'receiptSize'>
    >,
  ): Promise<ExpenseRow> {
    const [updated] = await this.db
      .update(subsidyExpenses)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(subsidyExpenses.id, expense.id), eq(subsidyExpenses.clubId, expense.clubId)))
      .returning();
    return updated!;
  }

  async removeExpense(expense: ExpenseRow): Promise<void> {
    await this.db.delete(subsidyExpenses).where(and(eq(subsidyExpenses.id, expense.id), eq(subsidyExpenses.clubId, expense.clubId)));
  }

  /** The receipts' storage keys of a subsidy (removed with it). */
  async receiptKeys(row: SubsidyRow): Promise<string[]> {
    const rows = await this.db
      .select({ key: subsidyExpenses.receiptKey })
      .from(subsidyExpenses)
      .where(and(eq(subsidyExpenses.subsidyId, row.id), eq(subsidyExpenses.clubId, row.clubId)));
    return rows.flatMap((r) => (r.key ? [r.key] : []));
  }
}

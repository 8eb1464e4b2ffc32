import {
  RECEIPT_CONTENT_TYPES,
  SUBSIDY_EXPENSES_MAX,
  type CreateExpenseBody,
  type Expense,
  type ExpenseList,
  type ReceiptContentType,
  type UpdateExpenseBody,
} from '@tribuna/contract';
import { fileTypeFromBuffer } from 'file-type';
import { randomBytes } from 'node:crypto';
import { errors } from '../../lib/errors';
import { wholeCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { FileStorage } from '../../lib/uploads/file-storage';
import type { SubsidiesData } from './subsidies.data';
import { presentExpense } from './subsidies.presenter';
import type { ExpenseRow, SubsidyRow } from './subsidies.repository';
import type { SubsidiesService } from './subsidies.service';

const EXTENSION: Record<ReceiptContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A stored receipt's key: random, so an old key never names a newer file. */
const receiptKey = (clubHash: string, subsidyHash: string, type: ReceiptContentType) =>
  `subsidy-receipts/${clubHash}/${subsidyHash}/${randomBytes(12).toString('base64url')}.${EXTENSION[type]}`;

/** A receipt's file name as the manager sent it, kept printable and short (it names the download). */
export function receiptFileName(name: string | undefined, type: ReceiptContentType): string {
  const cleaned = (name ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}/\\]/gu, '')
    .trim()
    .slice(0, 120);
  return cleaned || `receipt.${EXTENSION[type]}`;
}

export type Upload = { data: Buffer; fileName: string | undefined } | undefined;

/**
 * The expenses charged to a subsidy and their receipts. Every method opens the subsidy first
 * (its managers only, `SubsidiesService.open`). A receipt is judged by its bytes (file-type), never
 * by the name or the type the browser claims, and is served back only as a download.
 */
export class ExpensesService {
  constructor(
    private readonly data: SubsidiesData,
    private readonly storage: FileStorage,
    private readonly subsidies: SubsidiesService,
  ) {}

  async list(ctx: ClubRequestContext, hash: string, url: string): Promise<ExpenseList> {
    const row = await this.subsidies.open(this.data.read, ctx, hash);
    return wholeCollection(url, (await this.data.read.expenses.expenses(ctx.club.id, row.id)).map(presentExpense));
  }

  async create(ctx: ClubRequestContext, hash: string, body: CreateExpenseBody): Promise<Expense> {
    const row = await this.subsidies.open(this.data.read, ctx, hash);
    return this.data.write([], async (repos) => {
      if ((await repos.expenses.expenseCount(ctx.club.id, row.id)) >= SUBSIDY_EXPENSES_MAX) {
        throw errors.validation([{ field: 'concept', code: 'tooLong' }]);
      }
      const expense = await repos.expenses.insertExpense(row, body);
      await repos.subsidies.touch(row);
      await repos.audit.record(ctx, {
        action: 'subsidy.expense.created',
        target: hash,
        metadata: { expense: expense.publicId, amount: body.amount },
      });
      return presentExpense(expense);
    });
  }

  async update(ctx: ClubRequestContext, hash: string, expenseHash: string, body: UpdateExpenseBody): Promise<Expense> {
    const { row, expense } = await this.expenseOf(ctx, hash, expenseHash);
    const values = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    return this.data.write([], async (repos) => {
      const updated = await repos.expenses.updateExpense(expense, values);
      await repos.subsidies.touch(row);
      await repos.audit.record(ctx, {
        action: 'subsidy.expense.updated',
        target: hash,
        metadata: { expense: expenseHash, fields: Object.keys(values) },
      });
      return presentExpense(updated);
    });
  }

  async remove(ctx: ClubRequestContext, hash: string, expenseHash: string): Promise<void> {
    const { row, expense } = await this.expenseOf(ctx, hash, expenseHash);
    await this.data.write([], async (repos) => {
      await repos.expenses.removeExpense(expense);
      await repos.subsidies.touch(row);
      await repos.audit.record(ctx, { action: 'subsidy.expense.removed', target: hash, metadata: { expense: expenseHash } });
    });
    if (expense.receiptKey) await this.storage.delete(expense.receiptKey);
  }

  /** `read` gives the uploaded file (undefined when none was sent); called after the checks. */
  async uploadReceipt(ctx: ClubRequestContext, hash: string, expenseHash: string, read: () => Promise<Upload>): Promise<Expense> {
    const { row, expense } = await this.expenseOf(ctx, hash, expenseHash);
    const upload = await read();
    if (!upload || upload.data.length === 0) throw errors.validation([{ field: 'file', code: 'receiptMissing' }]);
    const sniffed = await fileTypeFromBuffer(upload.data);
    const type = RECEIPT_CONTENT_TYPES.find((accepted) => accepted === sniffed?.mime);
    if (!type) throw errors.validation([{ field: 'file', code: 'receiptType' }]);
    const key = receiptKey(ctx.club.publicId, row.publicId, type);
    await this.storage.put(key, upload.data);
    const updated = await this.data.write([], async (repos) => {
      const saved = await repos.expenses.updateExpense(expense, {
        receiptKey: key,
        receiptName: receiptFileName(upload.fileName, type),
        receiptType: type,
        receiptSize: upload.data.length,
      });
      await repos.subsidies.touch(row);
      await repos.audit.record(ctx, {
        action: 'subsidy.receipt.uploaded',
        target: hash,
        metadata: { expense: expenseHash, size: upload.data.length },
      });
      return saved;
    });
    if (expense.receiptKey) await this.storage.delete(expense.receiptKey);
    return presentExpense(updated);
  }

  async receipt(ctx: ClubRequestContext, hash: string, expenseHash: string): Promise<{ data: Buffer; name: string; contentType: string }> {
    const { expense } = await this.expenseOf(ctx, hash, expenseHash);
    if (!expense.receiptKey || !expense.receiptName || !expense.receiptType) throw errors.notFound();
    const data = await this.storage.get(expense.receiptKey);
    if (!data) throw errors.notFound();
    return { data, name: expense.receiptName, contentType: expense.receiptType };
  }

  private async expenseOf(ctx: ClubRequestContext, hash: string, expenseHash: string): Promise<{ row: SubsidyRow; expense: ExpenseRow }> {
    const row = await this.subsidies.open(this.data.read, ctx, hash);
    const expense = await this.data.read.expenses.findExpense(row, expenseHash);
    if (!expense) throw errors.notFound();
    return { row, expense };
  }
}

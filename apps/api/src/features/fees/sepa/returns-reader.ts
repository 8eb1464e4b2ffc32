import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { centsOf } from './sepa-text';

/**
 * Reads the bank's answers to a direct debit file: pain.002 (status report: rejections before
 * settlement) and camt.054 / camt.053 (notification and statement: returns and refunds after).
 * Files come from a manager's upload, so they are treated as hostile: a size cap, no DOCTYPE (so
 * no entity expansion), a nesting cap, and every problem reported as a ReturnsFileError the
 * route answers with a 400, never a crash.
 */
export const RETURNS_FILE_MAX_BYTES = 5 * 1024 * 1024;

export type ReturnsFileFormat = 'pain.002' | 'camt.054' | 'camt.053';

export type BankReturn = {
  endToEndId: string;
  /** rejection: pain.002 before settlement; return: camt after settlement. */
  kind: 'rejection' | 'return';
  reasonCode: string | null;
  /** Cents of the returned amount, when the file says. */
  amount: number | null;
  /** Cents the bank charged for the return, when the file says. */
  fee: number | null;
};

export type ReadReturns = { format: ReturnsFileFormat; returns: BankReturn[] };

export type ReturnsFileProblem = 'tooLarge' | 'notXml' | 'doctype' | 'unknownFormat';

export class ReturnsFileError extends Error {
  override name = 'ReturnsFileError';
  constructor(readonly problem: ReturnsFileProblem) {
    super(`Returns file refused: ${problem}`);
  }
}

/** Elements that may repeat: always read as arrays, so one entry and many read alike. */
const REPEATED = new Set(['OrgnlPmtInfAndSts', 'TxInfAndSts', 'StsRsnInf', 'Ntfctn', 'Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Rcrd']);

const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: 64,
  isArray: (name) => REPEATED.has(name),
});

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(node) : value === undefined ? [] : [node(value)]);
/** A text leaf, whether it came with attributes (`#text`) or not. */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  const inner = node(value)['#text'];
  return typeof inner === 'string' || typeof inner === 'number' ? String(inner).trim() || null : null;
}
const path = (start: unknown, ...keys: string[]) => keys.reduce<unknown>((value, key) => node(value)[key], start);

function reasonOf(statusReasons: unknown): string | null {
  for (const reason of list(statusReasons)) {
    const code = text(path(reason, 'Rsn', 'Cd')) ?? text(path(reason, 'Rsn', 'Prtry'));
    if (code) return code;
  }
  return null;
}

function readPain002(report: Node): BankReturn[] {
  const returns: BankReturn[] = [];
  for (const block of list(report.OrgnlPmtInfAndSts)) {
    for (const tx of list(block.TxInfAndSts)) {
      const endToEndId = text(tx.OrgnlEndToEndId);
      const status = text(tx.TxSts);
      // Accepted transactions (ACCP, ACSC…) are in the report too; only rejections are returns.
      if (!endToEndId || (status && status !== 'RJCT')) continue;
      const amount = centsOf(text(path(tx, 'OrgnlTxRef', 'Amt', 'InstdAmt')));
      returns.push({ endToEndId, kind: 'rejection', reasonCode: reasonOf(tx.StsRsnInf), amount, fee: null });
    }
  }
  return returns;
}

/** The charges of a transaction: camt.054.001.02 has Chrgs/Amt, later versions Chrgs/TtlChrgsAndTaxAmt or Rcrd/Amt. */
function feeOf(charges: unknown): number | null {
  const direct = centsOf(text(path(charges, 'TtlChrgsAndTaxAmt'))) ?? centsOf(text(path(charges, 'Amt')));
  if (direct !== null) return direct;
  const records = list(path(charges, 'Rcrd')).map((record) => centsOf(text(record.Amt)));
  return records.some((cents) => cents !== null) ? records.reduce<number>((total, cents) => total + (cents ?? 0), 0) : null;
}

function readEntries(entries: Node[]): BankReturn[] {
  const returns: BankReturn[] = [];
  for (const entry of entries) {
    for (const details of list(entry.NtryDtls)) {
      for (const tx of list(details.TxDtls)) {
        const endToEndId = text(path(tx, 'Refs', 'EndToEndId'));
        // A statement also lists the debits that went through; only those with return information came back.
        if (!endToEndId || tx.RtrInf === undefined) continue;
        const reasonCode = text(path(tx, 'RtrInf', 'Rsn', 'Cd')) ?? text(path(tx, 'RtrInf', 'Rsn', 'Prtry'));
        const amount = centsOf(text(path(tx, 'AmtDtls', 'TxAmt', 'Amt'))) ?? centsOf(text(tx.Amt));
        returns.push({ endToEndId, kind: 'return', reasonCode, amount, fee: feeOf(tx.Chrgs) });
      }
    }
  }
  return returns;
}

/** The returns in a pain.002, camt.054 or camt.053 file. Throws ReturnsFileError for anything else. */
export function readReturnsFile(xml: string): ReadReturns {
  if (Buffer.byteLength(xml, 'utf8') > RETURNS_FILE_MAX_BYTES) throw new ReturnsFileError('tooLarge');
  // No bank file has a DOCTYPE; refusing it rules out entity expansion ("billion laughs") and external entities.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new ReturnsFileError('doctype');
  if (!xml.trimStart().startsWith('<') || XMLValidator.validate(xml) !== true) throw new ReturnsFileError('notXml');
  let document: Node;
  try {
    document = node(node(parser.parse(xml)).Document);
  } catch {
    throw new ReturnsFileError('notXml');
  }
  if (document.CstmrPmtStsRpt !== undefined) return { format: 'pain.002', returns: readPain002(node(document.CstmrPmtStsRpt)) };
  if (document.BkToCstmrDbtCdtNtfctn !== undefined) {
    const entries = list(node(document.BkToCstmrDbtCdtNtfctn).Ntfctn).flatMap((notification) => list(notification.Ntry));
    return { format: 'camt.054', returns: readEntries(entries) };
  }
  if (document.BkToCstmrStmt !== undefined) {
    const entries = list(node(document.BkToCstmrStmt).Stmt).flatMap((statement) => list(statement.Ntry));
    return { format: 'camt.053', returns: readEntries(entries) };
  }
  throw new ReturnsFileError('unknownFormat');
}

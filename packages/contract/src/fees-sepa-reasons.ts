/**
 * The ISO 20022 reason codes a bank gives for a rejected (pain.002) or returned (camt.053/054)
 * SEPA direct debit, and what the club does next. The words are in the `sepa` i18n namespace
 * (`reasons.<code>`, `actions.<action>`); unknown codes read as "check the details".
 */

/** What happens after a return: retry in a later batch, block the mandate (a new one is needed), never retry, or look at the details. */
export const SEPA_RETURN_ACTIONS = ['retry', 'block_mandate', 'no_retry', 'check_details'] as const;
export type SepaReturnAction = (typeof SEPA_RETURN_ACTIONS)[number];

export const SEPA_REASON_ACTIONS = {
  /** Insufficient funds. */
  AM04: 'retry',
  /** Duplicate collection. */
  AM05: 'no_retry',
  /** Incorrect account number. */
  AC01: 'block_mandate',
  /** Account closed. */
  AC04: 'block_mandate',
  /** Account blocked. */
  AC06: 'block_mandate',
  /** Debtor account is a consumer account (B2B). */
  AC13: 'block_mandate',
  /** Transaction forbidden on this account. */
  AG01: 'block_mandate',
  /** Invalid bank operation code. */
  AG02: 'check_details',
  /** Creditor's bank not registered. */
  CNOR: 'check_details',
  /** Debtor's bank not registered. */
  DNOR: 'block_mandate',
  /** Invalid file format. */
  FF01: 'check_details',
  /** No valid mandate. */
  MD01: 'block_mandate',
  /** Mandate data missing or wrong. */
  MD02: 'check_details',
  /** Refund requested by the debtor. */
  MD06: 'no_retry',
  /** Debtor deceased. */
  MD07: 'block_mandate',
  /** Refused by the debtor. */
  MS02: 'no_retry',
  /** Reason not specified. */
  MS03: 'retry',
  /** Bank identifier (BIC) incorrect. */
  RC01: 'check_details',
  /** Regulatory reason. */
  RR01: 'check_details',
  RR02: 'check_details',
  RR03: 'check_details',
  RR04: 'check_details',
  /** Debtor's bank service (the debtor blocked direct debits from this creditor). */
  SL01: 'no_retry',
  /** Unrecognised creditor. */
  BE05: 'check_details',
  /** Debtor name missing. */
  BE01: 'check_details',
} as const satisfies Record<string, SepaReturnAction>;

export type SepaReasonCode = keyof typeof SEPA_REASON_ACTIONS;
export const SEPA_REASON_CODES = Object.keys(SEPA_REASON_ACTIONS) as SepaReasonCode[];

export const isKnownSepaReason = (code: string): code is SepaReasonCode => Object.hasOwn(SEPA_REASON_ACTIONS, code);

/** The next action for a reason code (unknown or missing codes: check the details). */
export const sepaReturnAction = (code: string | null | undefined): SepaReturnAction =>
  code && isKnownSepaReason(code) ? SEPA_REASON_ACTIONS[code] : 'check_details';

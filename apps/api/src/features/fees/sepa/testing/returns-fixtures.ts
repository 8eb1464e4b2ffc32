import { create } from 'xmlbuilder2';

/**
 * Bank answer files for the tests and the bench, written here after the ISO 20022 message
 * definitions (pain.002.001.03, camt.054.001.02, camt.053.001.02) as Spanish banks send them.
 */
export type FixtureReturn = { endToEndId: string; reasonCode: string; amount?: string; fee?: string };

const xml = (document: object) => create({ version: '1.0', encoding: 'UTF-8' }, document).end({ prettyPrint: true });

/** A pain.002 status report rejecting these debits (and accepting one, which is not a return). */
export function pain002(rejections: readonly FixtureReturn[], accepted: readonly string[] = []): string {
  return xml({
    Document: {
      '@xmlns': 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.03',
      CstmrPmtStsRpt: {
        GrpHdr: { MsgId: 'STS-1', CreDtTm: '2026-12-03T09:00:00', InitgPty: { Nm: 'Banco' } },
        OrgnlGrpInfAndSts: { OrgnlMsgId: 'MSG-1', OrgnlMsgNmId: 'pain.008.001.02', GrpSts: 'PART' },
        OrgnlPmtInfAndSts: {
          OrgnlPmtInfId: 'MSG-1-1',
          TxInfAndSts: [
            ...rejections.map((rejection, index) => ({
              StsId: `R${index}`,
              OrgnlEndToEndId: rejection.endToEndId,
              TxSts: 'RJCT',
              StsRsnInf: { Rsn: { Cd: rejection.reasonCode } },
              OrgnlTxRef: { Amt: { InstdAmt: { '@Ccy': 'EUR', '#': rejection.amount ?? '10.00' } } },
            })),
            ...accepted.map((endToEndId) => ({ OrgnlEndToEndId: endToEndId, TxSts: 'ACCP' })),
          ],
        },
      },
    },
  });
}

function entry(item: FixtureReturn) {
  return {
    Amt: { '@Ccy': 'EUR', '#': item.amount ?? '10.00' },
    CdtDbtInd: 'DBIT',
    Sts: 'BOOK',
    BkTxCd: { Domn: { Cd: 'PMNT', Fmly: { Cd: 'RDDT', SubFmlyCd: 'UPDD' } } },
    NtryDtls: {
      TxDtls: {
        Refs: { EndToEndId: item.endToEndId },
        AmtDtls: { TxAmt: { Amt: { '@Ccy': 'EUR', '#': item.amount ?? '10.00' } } },
        ...(item.fee ? { Chrgs: { Amt: { '@Ccy': 'EUR', '#': item.fee } } } : {}),
        RtrInf: { Rsn: { Cd: item.reasonCode } },
      },
    },
  };
}

/** A debit that went through, as a statement lists it: no return information. */
const collected = (endToEndId: string) => ({
  Amt: { '@Ccy': 'EUR', '#': '10.00' },
  CdtDbtInd: 'CRDT',
  Sts: 'BOOK',
  NtryDtls: { TxDtls: { Refs: { EndToEndId: endToEndId } } },
});

/** A camt.054 debit notification carrying these returns. */
export function camt054(returns: readonly FixtureReturn[]): string {
  return xml({
    Document: {
      '@xmlns': 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.02',
      BkToCstmrDbtCdtNtfctn: {
        GrpHdr: { MsgId: 'NTF-1', CreDtTm: '2026-12-10T09:00:00' },
        Ntfctn: { Id: 'N1', CreDtTm: '2026-12-10T09:00:00', Acct: { Id: { IBAN: 'ES9121000418450200051332' } }, Ntry: returns.map(entry) },
      },
    },
  });
}

/** A camt.053 statement with collected debits and these returns. */
export function camt053(returns: readonly FixtureReturn[], collectedIds: readonly string[] = []): string {
  return xml({
    Document: {
      '@xmlns': 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02',
      BkToCstmrStmt: {
        GrpHdr: { MsgId: 'STM-1', CreDtTm: '2026-12-10T09:00:00' },
        Stmt: {
          Id: 'S1',
          CreDtTm: '2026-12-10T09:00:00',
          Acct: { Id: { IBAN: 'ES9121000418450200051332' } },
          Ntry: [...collectedIds.map(collected), ...returns.map(entry)],
        },
      },
    },
  });
}

import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { creditorCheckDigits } from './creditor-identifier';
import { writePain008, type Pain008Debit, type Pain008File } from './pain008-writer';
import { pain008SchemaErrors } from './testing/xsd-check';

const creditorId = `ES${creditorCheckDigits('ES', 'G12345678')}000G12345678`;

const debit = (overrides: Partial<Pain008Debit> = {}): Pain008Debit => ({
  endToEndId: 'E2E-1',
  amount: 4550,
  sequenceType: 'FRST',
  mandate: { reference: 'CDDEMO-0001', signedOn: '2026-09-01', amendment: null },
  debtor: { name: 'Lucía Núñez Pérez', iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX' },
  remittance: 'Cuota socio 2026/27 - 1 de 2',
  ...overrides,
});

const file = (debits: Pain008Debit[], overrides: Partial<Pain008File> = {}): Pain008File => ({
  messageId: 'CDDEMO-20261201-1',
  createdAt: new Date('2026-11-28T10:15:30.123Z'),
  initiatingParty: 'CD Demo',
  creditor: { name: 'Club Deportivo Demo', creditorIdentifier: creditorId, iban: 'ES7921000813610123456789', bic: null },
  collectionDate: '2026-12-14',
  scheme: 'CORE',
  debits,
  ...overrides,
});

const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => ['PmtInf', 'DrctDbtTxInf'].includes(name) }).parse(xml)
    .Document.CstmrDrctDbtInitn;

describe('pain.008.001.02 writer', () => {
  it('writes a file the ISO 20022 schema accepts, with header totals from cents', async () => {
    const xml = writePain008(file([debit(), debit({ endToEndId: 'E2E-2', amount: 1005, sequenceType: 'RCUR' })]));
    expect(await pain008SchemaErrors(xml)).toEqual([]);
    const doc = parse(xml);
    expect(doc.GrpHdr).toMatchObject({ MsgId: 'CDDEMO-20261201-1', CreDtTm: '2026-11-28T10:15:30Z', NbOfTxs: '2', CtrlSum: '55.55' });
    expect(doc.GrpHdr.InitgPty.Nm).toBe('CD Demo');
  });

  it('makes one payment block per sequence type and collection date, each with the creditor scheme id', async () => {
    const xml = writePain008(
      file([
        debit({ endToEndId: 'A', sequenceType: 'FRST' }),
        debit({ endToEndId: 'B', sequenceType: 'RCUR' }),
        debit({ endToEndId: 'C', sequenceType: 'RCUR' }),
        debit({ endToEndId: 'D', sequenceType: 'OOFF', collectionDate: '2026-12-15' }),
      ]),
    );
    expect(await pain008SchemaErrors(xml)).toEqual([]);
    const blocks = parse(xml).PmtInf;
    expect(
      blocks.map((b: { PmtTpInf: { SeqTp: string }; ReqdColltnDt: string; NbOfTxs: string }) => [
        b.PmtTpInf.SeqTp,
        b.ReqdColltnDt,
        b.NbOfTxs,
      ]),
    ).toEqual([
      ['FRST', '2026-12-14', '1'],
      ['RCUR', '2026-12-14', '2'],
      ['OOFF', '2026-12-15', '1'],
    ]);
    for (const block of blocks) {
      expect(block.CdtrSchmeId.Id.PrvtId.Othr.Id).toBe(creditorId);
      expect(block.CdtrSchmeId.Id.PrvtId.Othr.SchmeNm.Prtry).toBe('SEPA');
      expect(block.PmtTpInf.LclInstrm.Cd).toBe('CORE');
    }
  });

  it('writes the debit: end-to-end id, euros with the currency, mandate, SEPA Latin names and remittance', () => {
    const tx = parse(writePain008(file([debit()]))).PmtInf[0].DrctDbtTxInf[0];
    expect(tx.PmtId.EndToEndId).toBe('E2E-1');
    expect(tx.InstdAmt).toEqual({ '#text': '45.50', '@_Ccy': 'EUR' });
    expect(tx.DrctDbtTx.MndtRltdInf).toEqual({ MndtId: 'CDDEMO-0001', DtOfSgntr: '2026-09-01', AmdmntInd: 'false' });
    expect(tx.Dbtr.Nm).toBe('Lucia Nunez Perez');
    expect(tx.DbtrAgt.FinInstnId.BIC).toBe('CAIXESBBXXX');
    expect(tx.RmtInf.Ustrd).toBe('Cuota socio 2026/27 - 1 de 2');
  });

  it('announces a pending amendment with the original account, and a change of bank as SMNDA', async () => {
    const amended = debit({
      debtor: { name: 'Ana', iban: 'ES6000491500051234567892', bic: 'BSCHESMMXXX' },
      mandate: {
        reference: 'M-2',
        signedOn: '2026-01-10',
        amendment: { originalIban: 'ES9121000418450200051332', originalBic: 'CAIXESBBXXX' },
      },
    });
    const xml = writePain008(file([amended]));
    expect(await pain008SchemaErrors(xml)).toEqual([]);
    const info = parse(xml).PmtInf[0].DrctDbtTxInf[0].DrctDbtTx.MndtRltdInf;
    expect(info.AmdmntInd).toBe('true');
    expect(info.AmdmntInfDtls.OrgnlDbtrAcct.Id.IBAN).toBe('ES9121000418450200051332');
    expect(info.AmdmntInfDtls.OrgnlDbtrAgt.FinInstnId.Othr.Id).toBe('SMNDA');
  });

  it('writes B2B, debtors without a BIC, and escapes hostile text instead of breaking the XML', async () => {
    const xml = writePain008(
      file([debit({ debtor: { name: '</Nm><Evil>&amp;', iban: 'ES9121000418450200051332', bic: null }, remittance: ']]><x/>' })], {
        scheme: 'B2B',
      }),
    );
    expect(await pain008SchemaErrors(xml)).toEqual([]);
    const block = parse(xml).PmtInf[0];
    expect(block.PmtTpInf.LclInstrm.Cd).toBe('B2B');
    expect(block.DrctDbtTxInf[0].DbtrAgt.FinInstnId.Othr.Id).toBe('NOTPROVIDED');
    expect(block.DrctDbtTxInf[0].Dbtr.Nm).toBe('/Nm Evil +amp');
  });

  it('refuses an empty batch, and the schema check catches a broken file', async () => {
    expect(() => writePain008(file([]))).toThrow(RangeError);
    const broken = writePain008(file([debit()])).replace('<NbOfTxs>1</NbOfTxs>', '<NbOfTxs>one</NbOfTxs>');
    expect((await pain008SchemaErrors(broken)).length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { memberCard } from '../test/card-fixtures';
import { cardPdf, cardPdfFileName } from './card-pdf';
import { fitText, pdfString, textWidth } from './pdf-text';
import { qrMatrix } from '../../../components/qr/qr-matrix';

const texts = {
  role: 'Socio',
  status: 'ACTIVO',
  number: 'Nº de socio',
  season: 'Temporada',
  validUntil: 'Válido hasta',
  issued: 'Emitido',
  numberValue: '1042',
  seasonValue: '2025/2026',
  validUntilValue: '30 jun 2026',
  issuedValue: '12 mar 2026, 10:15',
};
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

describe('the card PDF', () => {
  const card = memberCard({ person: { hash: 'p', name: 'Núria', surname: "Puig (d'Alt)", photo: null } });
  const file = latin1(cardPdf({ card, qr: qrMatrix(card.qrIdentifier), texts, active: true, logo: null, photo: null }));

  it('is a PDF whose cross-reference table points at its objects', () => {
    expect(file.startsWith('%PDF-1.4\n')).toBe(true);
    expect(file.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(file)![1]);
    expect(file.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...file.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) => expect(file.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));
  });

  it('writes the texts in WinAnsi with escaped brackets, and the QR as filled rectangles', () => {
    expect(file).toContain(`(N\xfaria Puig \\(d'Alt\\))`);
    expect(file).toContain('(ACTIVO)');
    expect(file).toContain(`(${card.qrIdentifier})`);
    expect(file).toContain(`(V\xe1lido hasta)`);
    expect(file.match(/ re$/gm)!.length).toBeGreaterThan(50);
  });

  it('is named after the person without accents', () => {
    expect(cardPdfFileName(card)).toBe('carnet-nuria-puig-d-alt.pdf');
  });
});

describe('PDF text helpers', () => {
  it('replaces characters WinAnsi lacks', () => {
    expect(pdfString('Şenol €5')).toBe('(Senol \x805)');
    expect(pdfString('漢')).toBe('(?)');
  });

  it('shrinks, then cuts, a text that does not fit', () => {
    expect(textWidth('Pau', 'regular', 10)).toBeCloseTo(((667 + 556 + 556) * 10) / 1000);
    expect(fitText('Pau', 'bold', 10, 7, 100)).toEqual({ text: 'Pau', size: 10 });
    const long = fitText('Maria del Carme Fernández-Villanueva', 'bold', 10, 7, 80);
    expect(long.size).toBe(7);
    expect(long.text.endsWith('…')).toBe(true);
    expect(textWidth(long.text, 'bold', 7)).toBeLessThanOrEqual(80);
  });
});

import { DEFAULT_CARD_DESIGN } from '@tribuna/contract';
import { describe, expect, it } from 'vitest';
import { memberCard } from '../test/card-fixtures';
import { cardPdf, cardPdfFileName } from './card-pdf';
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
/** The page's texts: pdfkit writes each run as hex in WinAnsi (`[<4e...> 0] TJ`). */
const shownTexts = (file: string) =>
  [...file.matchAll(/\[([^\]]*)\] TJ/g)].map((match) =>
    [...match[1]!.matchAll(/<([0-9a-f]+)>/g)]
      .map((hex) =>
        hex[1]!
          .match(/../g)!
          .map((pair) => String.fromCharCode(parseInt(pair, 16)))
          .join(''),
      )
      .join(''),
  );

describe('the card PDF (pdfkit)', () => {
  const card = memberCard({ person: { hash: 'p', name: 'Núria', surname: "Puig (d'Alt)", photo: null } });
  const pdf = () => cardPdf({ card, qr: qrMatrix(card.qrIdentifier), texts, active: true, logo: null, photo: null }, { compress: false });

  it('is one A4 page titled after the club and the person', async () => {
    const file = latin1(await pdf());
    expect(file.startsWith('%PDF-')).toBe(true);
    expect(file.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(file.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(file).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(file).toMatch(/\/BaseFont \/Helvetica-Bold/);
  });

  it('shows the person, the status and the fields in their language, and draws the QR as filled rectangles', async () => {
    const file = latin1(await pdf());
    const shown = shownTexts(file);
    expect(shown).toContain("N\xfaria Puig (d'Alt)");
    expect(shown).toContain('ACTIVO');
    expect(shown).toContain('V\xe1lido hasta');
    // The QR carries the identifier; the PDF does not print it (issue 21 item 10).
    expect(shown.join(' ')).not.toContain(card.qrIdentifier);
    expect(file.match(/ re\n/g)!.length).toBeGreaterThan(50);
  });

  it('is named after the person without accents', () => {
    expect(cardPdfFileName(card)).toBe('carnet-nuria-puig-d-alt.pdf');
  });

  it("draws the club's design: its colours, its fields (DNI, category) and no QR when the design hides it", async () => {
    const design = {
      ...DEFAULT_CARD_DESIGN,
      primaryColour: '#aa3311',
      secondaryColour: '#102030',
      fields: { ...DEFAULT_CARD_DESIGN.fields, dni: true, category: true, qr: false },
    };
    const designed = memberCard({
      design,
      person: { hash: 'p', name: 'Marta', surname: 'Vidal', photo: null, dni: '12345678Z', category: 'Senior' },
    });
    const file = latin1(
      await cardPdf(
        {
          card: designed,
          qr: qrMatrix(designed.qrIdentifier),
          texts: { ...texts, dni: 'DNI', category: 'Categoría', categoryValue: 'Sénior' },
          active: true,
          logo: null,
          photo: null,
        },
        { compress: false },
      ),
    );
    // #aa3311 and #102030 as pdfkit writes colours: components from 0 to 1.
    expect(file).toMatch(/0\.66666\d* 0\.2 0\.06666\d*/);
    expect(file).toMatch(/0\.06274\d* 0\.12549\d* 0\.18823\d*/);
    const shown = shownTexts(file);
    expect(shown).toEqual(expect.arrayContaining(['DNI', '12345678Z', 'Categor\xeda', 'S\xe9nior']));
    expect(shown).not.toContain(designed.qrIdentifier);
    expect(file.match(/ re\n/g)?.length ?? 0).toBeLessThan(50);
  });

  it('keeps the product colours when the card has no design (copies saved before designs)', async () => {
    const file = latin1(await pdf());
    // #2d4f8f, the default primary colour.
    expect(file).toMatch(/0\.17647\d* 0\.30980\d* 0\.56078\d*/);
  });
});

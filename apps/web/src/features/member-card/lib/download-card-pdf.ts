import type { MemberCard } from '@tribuna/contract';
import { saveBlob } from '../../../lib/api-client';
import { cardPdf, cardPdfFileName, type CardPdfTexts } from './card-pdf';
import { loadJpeg } from './jpeg-image';
import { qrMatrix } from '../../../components/qr/qr-matrix';

/** Builds the card's PDF in the browser (it works offline too) and saves it as carnet-<name>.pdf. */
export async function downloadCardPdf(card: MemberCard, texts: CardPdfTexts, active: boolean): Promise<void> {
  const [logo, photo] = await Promise.all([
    card.club.logo ? loadJpeg(card.club.logo) : null,
    card.person.photo ? loadJpeg(card.person.photo) : null,
  ]);
  const bytes = await cardPdf({ card, qr: qrMatrix(card.qrIdentifier), texts, active, logo, photo });
  saveBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), cardPdfFileName(card));
}

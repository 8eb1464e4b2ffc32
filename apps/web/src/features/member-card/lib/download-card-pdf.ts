import type { MemberCard } from '@tribuna/contract';
import { saveBlob } from '../../../lib/api-client';
import { cardPdf, cardPdfFileName, type CardPdfTexts } from './card-pdf';
import { loadJpeg } from './jpeg-image';
import { qrMatrix } from '../../../components/qr/qr-matrix';

/** Builds the card's PDF in the browser (it works offline too) and saves it as carnet-<name>.pdf. */
export async function downloadCardPdf(card: MemberCard, texts: CardPdfTexts, active: boolean): Promise<void> {
  const design = card.design;
  // Only the pictures the card's design prints are fetched.
  const [logo, photo, background] = await Promise.all([
    card.club.logo && design?.showLogo !== false ? loadJpeg(card.club.logo) : null,
    card.person.photo && design?.fields.photo !== false ? loadJpeg(card.person.photo) : null,
    // The background prints across the card: a larger redraw than a logo.
    design?.backgroundImage ? loadJpeg(design.backgroundImage, 1024) : null,
  ]);
  const bytes = await cardPdf({ card, qr: qrMatrix(card.qrIdentifier), texts, active, logo, photo, background });
  saveBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), cardPdfFileName(card));
}

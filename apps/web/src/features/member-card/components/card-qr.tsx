import type { MemberCard } from '@tribuna/contract';
import { QrCode } from '../../../components/qr/qr-code';
import { useCardCode } from '../lib/use-card-code';

interface CardQrProps {
  card: Pick<MemberCard, 'qrIdentifier' | 'cardKey'>;
  label: string;
  className?: string;
  'data-testid'?: string;
}

/** The card's QR: its rotating code, redrawn every minute (or the bare identifier for a card without a key). */
export function CardQr({ card, label, className, ...rest }: CardQrProps) {
  const code = useCardCode(card);
  // The first code is signed within a millisecond or two; a square of the same size keeps the layout still.
  if (code === null) return <span className={className} style={{ aspectRatio: '1', display: 'block' }} aria-hidden="true" />;
  return <QrCode value={code} label={label} className={className} data-testid={rest['data-testid']} />;
}

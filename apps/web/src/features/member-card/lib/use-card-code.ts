import { cardCode, msUntilNextCardCode } from '@tribuna/contract/card-code';
import type { MemberCard } from '@tribuna/contract';
import { useEffect, useState } from 'react';

/**
 * What the card's QR carries (issue 24): a code signed with the person's card key that changes
 * every minute, drawn on the phone itself, so it works offline and a screenshot passed on reads
 * amber at the door. A card without a key (a copy saved before rotating codes, the design page's
 * sample) or a browser without WebCrypto (plain http) shows the bare identifier, which the door
 * still reads (amber). Null for the moment the first code is being signed.
 */
export function useCardCode(card: Pick<MemberCard, 'qrIdentifier' | 'cardKey'>): string | null {
  const { qrIdentifier, cardKey } = card;
  const rotating = !!cardKey && !!globalThis.crypto?.subtle;
  const [signed, setSigned] = useState<{ key: string; code: string } | null>(null);

  useEffect(() => {
    if (!rotating) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const draw = () => {
      clearTimeout(timer);
      const now = Date.now();
      void cardCode(qrIdentifier, cardKey, now).then(
        (code) => {
          if (!cancelled) setSigned({ key: `${qrIdentifier}:${cardKey}`, code });
        },
        () => {
          // An identifier the module refuses cannot be signed: the bare one is shown instead.
          if (!cancelled) setSigned({ key: `${qrIdentifier}:${cardKey}`, code: qrIdentifier });
        },
      );
      timer = setTimeout(draw, msUntilNextCardCode(now));
    };
    draw();
    // A phone asleep holds timers back: draw again the moment the page is seen.
    const onVisible = () => {
      if (document.visibilityState === 'visible') draw();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [rotating, qrIdentifier, cardKey]);

  if (!rotating) return qrIdentifier;
  // A code signed for another person's key (the card changed) is never shown.
  return signed?.key === `${qrIdentifier}:${cardKey}` ? signed.code : null;
}

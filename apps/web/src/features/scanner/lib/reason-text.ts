import type { ScanAnswer } from '@tribuna/contract/access-control';
import type { TFunction } from 'i18next';

/** Why, in words: an earlier use names its time and gate ("already used at 19:42 at Gate 2"). */
export function reasonText(t: TFunction<'scanner'>, answer: Pick<ScanAnswer, 'reason' | 'previous'>, locale: string): string {
  const { reason, previous } = answer;
  if (reason === 'alreadyUsed' && previous) {
    const time = new Date(previous.at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
    const text = t('reasons.alreadyUsedAt', { time, place: previous.listName });
    return previous.deviceName ? t('reasons.withDevice', { reason: text, device: previous.deviceName }) : text;
  }
  return t(`reasons.${reason}`);
}

import type { ScanResult } from '@tribuna/contract/access-control';

/**
 * Sound and vibration for a scan, so the controller need not look at the screen: one high beep
 * for admitted, two middle ones for a warning, one long low one for refused.
 */
const TONES: Record<ScanResult, { hz: number; ms: number; times: number }> = {
  admitted: { hz: 1320, ms: 120, times: 1 },
  warning: { hz: 660, ms: 140, times: 2 },
  refused: { hz: 220, ms: 450, times: 1 },
};
const VIBRATION: Record<ScanResult, number[]> = { admitted: [80], warning: [80, 80, 80], refused: [400] };

let audio: AudioContext | null = null;

/**
 * Browsers start audio only after a gesture: the page calls this on its first click or key (the
 * camera button, the manual check), and later beeps reuse the context.
 */
export function unlockScanSound(): void {
  if (audio || typeof window === 'undefined' || !('AudioContext' in window)) return;
  try {
    audio = new AudioContext();
  } catch {
    audio = null;
  }
}

export function signalScan(result: ScanResult): void {
  const tone = TONES[result];
  if (audio) {
    void audio.resume().catch(() => undefined);
    for (let i = 0; i < tone.times; i += 1) {
      const start = audio.currentTime + (i * tone.ms * 1.6) / 1000;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = tone.hz;
      gain.gain.setValueAtTime(0.25, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + tone.ms / 1000);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + tone.ms / 1000);
    }
  }
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATION[result]);
}

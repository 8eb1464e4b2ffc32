import type { ScanAnswer, ScanDirection } from '@tribuna/contract/access-control';
import { useCallback, useRef, useState } from 'react';
import { sendScan } from '../api/scanner-api';
import { answerScan, type ScanOutcome } from './answer-scan';
import { signalScan } from './scan-feedback';
import { newScanNonce } from './scan-nonce';

/** A scan as the phone keeps it until the API has it: what was read, where, when, with its nonce. */
export interface PendingScan {
  nonce: string;
  listHash: string;
  code: string;
  direction: ScanDirection;
  scannedAt: string;
}

/** What the page's offline part offers the engine (absent until the phone holds offline data). */
export interface LocalDesk {
  decide: (scan: PendingScan) => Promise<ScanAnswer | null>;
  enqueue: (scan: PendingScan, answer: ScanAnswer) => Promise<void>;
}

/**
 * The camera sees one QR many times a second: the same text seen again this soon after its last
 * sighting is the same scan, so a card held up stays one entry until it leaves the view.
 */
const SAME_CODE_MS = 3_000;

export interface ScanEngineOptions {
  clubHash: string;
  listHash: string | null;
  direction: ScanDirection;
  desk: LocalDesk | null;
  /** Sent as X-Access-Device on online scans, so the log names the phone. */
  deviceSecret?: string;
  onOnlineAnswer?: () => void;
}

/**
 * One scan from read to answer: asks the API (or the phone, when the API is late or away), shows
 * and sounds the result, and queues what the phone decided. Returns the last outcome, whether a
 * scan is under way, and a flag for a scan the phone could not decide (offline without data).
 */
export function useScanEngine({ clubHash, listHash, direction, desk, deviceSecret, onOnlineAnswer }: ScanEngineOptions) {
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [undecided, setUndecided] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const running = useRef(false);

  const scan = useCallback(
    async (text: string, { fromCamera = false } = {}) => {
      const code = text.trim();
      if (!listHash || !code || running.current) return;
      const now = Date.now();
      // Still in front of the camera (seen again within SAME_CODE_MS of the last sighting): the same scan.
      if (fromCamera && last.current && last.current.code === code && now - last.current.at < SAME_CODE_MS) {
        last.current.at = now;
        return;
      }
      last.current = { code, at: now };
      running.current = true;
      setBusy(true);
      setFailure(null);
      const pending: PendingScan = { nonce: newScanNonce(), listHash, code, direction, scannedAt: new Date(now).toISOString() };
      try {
        const result = await answerScan({
          online: (signal) => sendScan(clubHash, { listHash, code, direction, nonce: pending.nonce }, signal, deviceSecret),
          local: async () => (desk ? desk.decide(pending) : null),
        });
        setOutcome(result);
        setUndecided(result === null);
        if (result) {
          signalScan(result.answer.result);
          if (result.offline && desk) await desk.enqueue(pending, result.answer);
          if (!result.offline) onOnlineAnswer?.();
        } else {
          signalScan('warning');
        }
      } catch (error) {
        setFailure(error);
        setOutcome(null);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [clubHash, listHash, direction, desk, deviceSecret, onOnlineAnswer],
  );

  /** The camera was started again: the code seen last counts as a new scan when shown. */
  const forgetSighting = useCallback(() => {
    last.current = null;
  }, []);

  return { scan, forgetSighting, outcome, undecided, busy, failure };
}

import { OFFLINE_UPLOAD_MAX } from '@tribuna/contract/access-devices';
import type { ScanAnswer } from '@tribuna/contract/access-control';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchOfflinePackage, isDeviceRefused, uploadOfflineScans } from '../api/offline-api';
import { decideLocally } from './local-decision';
import { wipeScannerData, type QueuedScan, type StoredDevice } from './offline-db';
import type { OfflineData } from './offline-data';
import { applyPackage } from './offline-package';
import { dropQueued, keepPackage, openPackage, queueScan, queuedScans, readDevice } from './offline-vault';
import type { LocalDesk, PendingScan } from './use-scan-engine';

/**
 * How often a registered phone asks for changes and uploads its queue while online: within the
 * issue's 30 s for a ticket admitted elsewhere, and its 10 s for a conflict to reach both phones.
 */
export const SYNC_PERIOD_MS = 10_000;

export type DataState = 'unregistered' | 'loading' | 'ready' | 'missing' | 'expired' | 'revoked';

/** A conflict the API found in this phone's uploads (two offline phones admitted one ticket). */
export interface ConflictNotice {
  nonce: string;
  reason: ScanAnswer['reason'];
  /** The ticket's reference or the person's name, when this phone still knows it. */
  label: string | null;
}

export interface OfflineDesk {
  device: StoredDevice | null;
  dataState: DataState;
  savedAt: string | null;
  online: boolean;
  pending: number;
  conflicts: ConflictNotice[];
  /** Null until the phone holds data it may decide with. */
  desk: LocalDesk | null;
  registered: (device: StoredDevice) => void;
  /** The API answered a scan: the network is back, so send what waits. */
  answeredOnline: () => void;
  syncNow: () => Promise<void>;
}

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/**
 * The phone's offline half of the scanner for one club and list: opens the sealed copy, keeps it
 * fresh (changes since the cursor) and uploads the queue every SYNC_PERIOD_MS while online, and
 * decides locally with it. A refused device (revoked, unknown) wipes the club's data at once.
 */
export function useOfflineDesk(clubHash: string, listHash: string | null): OfflineDesk {
  const [device, setDevice] = useState<StoredDevice | null>(null);
  const [dataState, setDataState] = useState<DataState>('loading');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [online, setOnline] = useState(browserOnline);
  const [pending, setPending] = useState(0);
  const [conflicts, setConflicts] = useState<ConflictNotice[]>([]);
  const data = useRef<{ listHash: string; data: OfflineData; cursor: string; expiresAt: string } | null>(null);
  const history = useRef<QueuedScan[]>([]);
  const syncing = useRef(false);
  // What each uploaded scan was, so a conflict found later (the other phone's upload) is named.
  const uploaded = useRef(new Map<string, string>());

  const reloadQueue = useCallback(async () => {
    history.current = await queuedScans(clubHash);
    setPending(history.current.length);
  }, [clubHash]);

  const revoke = useCallback(async () => {
    await wipeScannerData(clubHash);
    data.current = null;
    history.current = [];
    setPending(0);
    setDevice(null);
    setDataState('revoked');
  }, [clubHash]);

  // The kept registration and list copy, on opening and on a change of list.
  useEffect(() => {
    let current = true;
    void (async () => {
      const kept = (await readDevice(clubHash)) ?? null;
      await reloadQueue();
      if (!current) return;
      setDevice(kept);
      if (!kept) {
        setDataState((state) => (state === 'revoked' ? state : 'unregistered'));
        return;
      }
      if (!listHash) return;
      const opened = await openPackage(kept, listHash);
      if (!current) return;
      data.current = opened.state === 'ready' ? { listHash, data: opened.data, cursor: opened.cursor, expiresAt: opened.expiresAt } : null;
      setSavedAt(opened.state === 'ready' ? opened.savedAt : null);
      setDataState(opened.state);
    })();
    return () => {
      current = false;
    };
  }, [clubHash, listHash, reloadQueue]);

  /** Keeps the latest ten conflicts, each once (an upload and a later package may both report one). */
  const noteConflicts = useCallback((found: { nonce: string; reason: ScanAnswer['reason'] }[]) => {
    if (found.length === 0) return;
    setConflicts((known) => {
      const fresh = found
        .filter((entry) => !known.some((seen) => seen.nonce === entry.nonce))
        .map((entry) => ({ nonce: entry.nonce, reason: entry.reason, label: uploaded.current.get(entry.nonce) ?? null }));
      return [...fresh, ...known].slice(0, 10);
    });
  }, []);

  const syncNow = useCallback(async () => {
    if (!device || syncing.current) return;
    syncing.current = true;
    try {
      const queued = await queuedScans(clubHash);
      for (let start = 0; start < queued.length; start += OFFLINE_UPLOAD_MAX) {
        const chunk = queued.slice(start, start + OFFLINE_UPLOAD_MAX);
        const answer = await uploadOfflineScans(clubHash, device.deviceSecret, {
          scans: chunk.map(({ nonce, listHash: list, code, direction, scannedAt, result, reason }) => ({
            nonce,
            listHash: list,
            code,
            direction,
            scannedAt,
            localResult: result,
            localReason: reason,
          })),
        });
        for (const scan of answer.scans) {
          const label = scan.ticket?.reference ?? scan.person?.name;
          if (label) uploaded.current.set(scan.nonce, label);
        }
        const found = answer.scans.filter((scan) => scan.conflict || scan.reason === 'admittedButInvalid');
        noteConflicts(found.map((scan) => ({ nonce: scan.nonce, reason: scan.conflict ? 'conflict' : scan.reason })));
        await dropQueued(answer.scans.map((scan) => scan.nonce));
      }
      await reloadQueue();
      if (listHash) {
        const kept = data.current?.listHash === listHash ? data.current : null;
        const pkg = await fetchOfflinePackage(clubHash, listHash, device.deviceSecret, kept?.cursor);
        const next = applyPackage(kept?.data ?? null, pkg);
        const expiresAt = await keepPackage(device, listHash, next, pkg.cursor, pkg.expiresAt);
        data.current = { listHash, data: next, cursor: pkg.cursor, expiresAt };
        // Every scan listed there is in a conflict (the first admission keeps its own reason, valid).
        noteConflicts(pkg.conflicts.map(({ nonce, reason }) => ({ nonce, reason: reason === 'admittedButInvalid' ? reason : 'conflict' })));
        setSavedAt(new Date().toISOString());
        setDataState('ready');
      }
      setOnline(true);
    } catch (error) {
      if (isDeviceRefused(error)) await revoke();
      else if (!browserOnline() || !(error instanceof Error && 'httpStatus' in error)) setOnline(false);
    } finally {
      syncing.current = false;
    }
  }, [clubHash, listHash, device, reloadQueue, revoke, noteConflicts]);

  // What the browser says of the network, registered phone or not.
  useEffect(() => {
    const back = () => setOnline(true);
    const gone = () => setOnline(false);
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', gone);
    };
  }, []);

  // A registered phone syncs every period while the page is open, and as soon as the network is back.
  useEffect(() => {
    if (!device) return;
    void syncNow();
    const timer = setInterval(() => void syncNow(), SYNC_PERIOD_MS);
    const back = () => void syncNow();
    window.addEventListener('online', back);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', back);
    };
  }, [device, syncNow]);

  const desk = useMemo<LocalDesk | null>(() => {
    if (!device) return null;
    return {
      decide: async (scan: PendingScan) => {
        const kept = data.current;
        if (!kept || kept.listHash !== scan.listHash) return null;
        // Past its 24 h the copy decides nothing (the page was left open offline that long).
        if (Date.parse(kept.expiresAt) <= Date.now()) {
          data.current = null;
          setDataState('expired');
          return null;
        }
        return decideLocally(kept.data, history.current, scan, Date.now());
      },
      enqueue: async (scan: PendingScan, answer: ScanAnswer) => {
        setOnline(false);
        const queued: QueuedScan = {
          ...scan,
          clubHash,
          result: answer.result,
          reason: answer.reason,
          subjectHash: answer.person?.hash ?? answer.ticket?.hash ?? null,
        };
        history.current = [...history.current, queued];
        setPending(history.current.length);
        await queueScan(queued);
      },
    };
  }, [device, clubHash]);

  const registered = useCallback((next: StoredDevice) => {
    setDevice(next);
    setDataState('missing');
  }, []);

  const answeredOnline = useCallback(() => {
    setOnline(true);
    if (history.current.length > 0) void syncNow();
  }, [syncNow]);

  return { device, dataState, savedAt, online, pending, conflicts, desk, registered, answeredOnline, syncNow };
}

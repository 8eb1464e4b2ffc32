import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { asHistory, gate, member, offlineData, pending } from '../test/offline-fixtures';
import { scannerDb, wipeScannerData } from './offline-db';
import { dropQueued, keepDevice, keepPackage, openPackage, queueScan, queuedScans, readDevice } from './offline-vault';

const KEY = 'q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA';
const claimed = { deviceHash: 'device-1', name: 'Gate phone', listHash: null, deviceSecret: 'secret-1', dataKey: KEY };

afterEach(async () => {
  await wipeScannerData();
});

describe("the scanner's offline vault", () => {
  it('keeps a list’s data sealed, and opens it again with the device key', async () => {
    const device = await keepDevice('club-a', claimed);
    const data = offlineData([member()]);
    await keepPackage(device, gate.hash, data, '42', new Date(Date.now() + 3_600_000).toISOString());
    const stored = await scannerDb().packages.get(`club-a/${gate.hash}`);
    const clear = JSON.stringify(stored);
    expect(clear).not.toContain('Ana Pérez');
    expect(clear).not.toContain('qr-ana');
    const reread = await readDevice('club-a');
    expect(await openPackage(reread!, gate.hash)).toMatchObject({
      state: 'ready',
      cursor: '42',
      data: { members: { 'qr-ana': { name: 'Ana Pérez' } } },
    });
  });

  it('deletes data past its expiry, and never keeps it longer than 24 hours', async () => {
    const device = await keepDevice('club-a', claimed);
    await keepPackage(device, gate.hash, offlineData([]), '1', new Date(Date.now() - 1).toISOString());
    expect(await openPackage(device, gate.hash)).toEqual({ state: 'expired' });
    expect(await scannerDb().packages.count()).toBe(0);
    const now = new Date();
    await keepPackage(device, gate.hash, offlineData([]), '2', new Date(now.getTime() + 72 * 3_600_000).toISOString(), now);
    expect(await openPackage(device, gate.hash, now.getTime() + 25 * 3_600_000)).toEqual({ state: 'expired' });
  });

  it('cannot open data sealed under another key (a new registration)', async () => {
    const first = await keepDevice('club-a', claimed);
    await keepPackage(first, gate.hash, offlineData([member()]), '1', new Date(Date.now() + 60_000).toISOString());
    const second = await keepDevice('club-a', { ...claimed, dataKey: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8' });
    expect(await openPackage(second, gate.hash)).toEqual({ state: 'missing' });
  });

  it('queues scans by nonce (the same scan twice stays one) and drops them once uploaded', async () => {
    const scan = asHistory(pending('TKT-1', gate.hash), 'admitted', 'ticket-1');
    await queueScan({ ...scan, clubHash: 'club-a' });
    await queueScan({ ...scan, clubHash: 'club-a' });
    await queueScan({ ...asHistory(pending('TKT-2', gate.hash), 'refused', 'ticket-2'), clubHash: 'club-b' });
    expect((await queuedScans('club-a')).map((entry) => entry.nonce)).toEqual([scan.nonce]);
    await dropQueued([scan.nonce]);
    expect(await queuedScans('club-a')).toEqual([]);
    expect(await queuedScans('club-b')).toHaveLength(1);
  });

  it('wipes a club’s device, data and queue when the device is revoked, and everything at sign-out', async () => {
    const device = await keepDevice('club-a', claimed);
    await keepPackage(device, gate.hash, offlineData([]), '1', new Date(Date.now() + 60_000).toISOString());
    await queueScan({ ...asHistory(pending('TKT-1', gate.hash), 'admitted', 't'), clubHash: 'club-a' });
    await keepDevice('club-b', { ...claimed, deviceHash: 'device-2' });
    await wipeScannerData('club-a');
    expect(await readDevice('club-a')).toBeUndefined();
    expect(await scannerDb().packages.count()).toBe(0);
    expect(await queuedScans('club-a')).toEqual([]);
    expect(await readDevice('club-b')).toBeDefined();
    await wipeScannerData();
    expect(await scannerDb().devices.count()).toBe(0);
  });
});

describe('signing out', () => {
  it('deletes the scanner database with the rest of the personal storage', async () => {
    const { clearPersonalStorage } = await import('../../../lib/storage');
    await keepDevice('club-a', claimed);
    clearPersonalStorage();
    const names = await new Promise<string[]>((resolve) => {
      const check = async () => {
        const databases = await indexedDB.databases();
        const left = databases.map((entry) => entry.name ?? '');
        if (left.includes('tribuna-scanner')) setTimeout(() => void check(), 10);
        else resolve(left);
      };
      void check();
    });
    expect(names).not.toContain('tribuna-scanner');
    expect(await readDevice('club-a')).toBeUndefined();
  });
});

import { cardCode, CARD_CODE_WINDOW_MS } from '@tribuna/contract/card-code';
import { describe, expect, it } from 'vitest';
import { asHistory, gate, matchList, member, offlineData, pending, ticket } from '../test/offline-fixtures';
import { decideLocally } from './local-decision';

const NOW = Date.parse('2026-05-10T17:42:30.000Z');

describe('deciding a scan on the phone', () => {
  it('admits a member whose card shows this minute’s code, with name and number', async () => {
    const ana = member();
    const code = await cardCode(ana.qrIdentifier, ana.cardKey!, NOW);
    const answer = await decideLocally(offlineData([ana]), [], pending(code, gate.hash), NOW);
    expect(answer).toMatchObject({
      result: 'admitted',
      reason: 'valid',
      codeKind: 'member',
      person: { name: 'Ana Pérez', membershipNumber: 17 },
    });
  });

  it('answers amber for a code of ten minutes ago (a screenshot) and red for a forged one', async () => {
    const ana = member();
    const old = await cardCode(ana.qrIdentifier, ana.cardKey!, NOW - 10 * CARD_CODE_WINDOW_MS);
    expect(await decideLocally(offlineData([ana]), [], pending(old, gate.hash), NOW)).toMatchObject({
      result: 'warning',
      reason: 'codeExpired',
    });
    const forged = `${old.slice(0, -1)}${old.endsWith('0') ? '1' : '0'}`;
    expect(await decideLocally(offlineData([ana]), [], pending(forged, gate.hash), NOW)).toMatchObject({
      result: 'refused',
      reason: 'malformed',
    });
  });

  it('refuses a disabled or inactive person, and follows the list on lapsed fees', async () => {
    const disabled = member({ enabled: false });
    const code = await cardCode(disabled.qrIdentifier, disabled.cardKey!, NOW);
    expect(await decideLocally(offlineData([disabled]), [], pending(code, gate.hash), NOW)).toMatchObject({
      result: 'refused',
      reason: 'disabled',
    });
    const inactive = member({ active: false });
    const inactiveCode = await cardCode(inactive.qrIdentifier, inactive.cardKey!, NOW);
    expect(await decideLocally(offlineData([inactive]), [], pending(inactiveCode, gate.hash), NOW)).toMatchObject({ reason: 'inactive' });
    const lapsed = member({ feeStanding: 'lapsed' });
    const lapsedCode = await cardCode(lapsed.qrIdentifier, lapsed.cardKey!, NOW);
    const data = offlineData([lapsed]);
    expect(await decideLocally(data, [], pending(lapsedCode, gate.hash), NOW)).toMatchObject({ result: 'warning', reason: 'feesOverdue' });
    data.lists[gate.hash] = { ...gate, feesOverdue: 'refuse' };
    expect(await decideLocally(data, [], pending(lapsedCode, gate.hash), NOW)).toMatchObject({ result: 'refused', reason: 'feesOverdue' });
  });

  it('lets a member in with the card at a match gate (a ticket list) too', async () => {
    const ana = member();
    const code = await cardCode(ana.qrIdentifier, ana.cardKey!, NOW);
    expect(await decideLocally(offlineData([ana]), [], pending(code, matchList.hash), NOW)).toMatchObject({
      result: 'admitted',
      codeKind: 'member',
    });
  });

  it('finds a member by a typed membership number, and knows nothing of an unknown code', async () => {
    const data = offlineData([member()]);
    expect(await decideLocally(data, [], pending('17', gate.hash), NOW)).toMatchObject({
      result: 'admitted',
      person: { name: 'Ana Pérez' },
    });
    expect(await decideLocally(data, [], pending('nothing-like-this', gate.hash), NOW)).toMatchObject({
      result: 'refused',
      reason: 'notFound',
    });
  });

  it('refuses a second entry of someone this phone let in, unless they left', async () => {
    const ana = member();
    const code = await cardCode(ana.qrIdentifier, ana.cardKey!, NOW);
    const data = offlineData([ana]);
    const entered = asHistory(pending(code, gate.hash), 'admitted', ana.hash);
    expect(await decideLocally(data, [entered], pending(code, gate.hash), NOW)).toMatchObject({
      result: 'refused',
      reason: 'alreadyInside',
    });
    const left = asHistory(pending(code, gate.hash, 'exit'), 'admitted', ana.hash);
    expect(await decideLocally(data, [entered, left], pending(code, gate.hash), NOW)).toMatchObject({ result: 'admitted' });
    expect(await decideLocally(data, [], pending(code, gate.hash, 'exit'), NOW)).toMatchObject({ result: 'refused', reason: 'notInside' });
  });

  it('admits a valid ticket once, with product and seat, then says when and where it was used', async () => {
    const data = offlineData([], [ticket()]);
    const first = pending('TKT-ABC123', matchList.hash);
    const answer = await decideLocally(data, [], first, NOW);
    expect(answer).toMatchObject({
      result: 'admitted',
      codeKind: 'ticket',
      ticket: { product: 'Tribuna norte', seat: { row: 3, seat: 12 } },
    });
    const again = await decideLocally(data, [asHistory(first, 'admitted', 'ticket-1')], pending('TKT-ABC123', matchList.hash), NOW);
    expect(again).toMatchObject({ result: 'refused', reason: 'alreadyUsed', previous: { listName: 'Gate 2' } });
  });

  it('finds a ticket by its reference typed at the gate, and calls text no QR holds malformed', async () => {
    const data = offlineData([], [ticket({ reference: 'T-4F7K-2Q' })]);
    expect(await decideLocally(data, [], pending('t4f7k2q', matchList.hash), NOW)).toMatchObject({
      result: 'admitted',
      codeKind: 'ticket',
    });
    expect(await decideLocally(data, [], pending('hello world!', matchList.hash), NOW)).toMatchObject({
      result: 'refused',
      reason: 'malformed',
    });
  });

  it('refuses a ticket used at the download, cancelled, refunded, or scanned at a members’ gate', async () => {
    const used = ticket({ used: { at: '2026-05-10T17:10:00.000Z', listName: 'Gate 1', deviceName: 'Phone A' } });
    expect(await decideLocally(offlineData([], [used]), [], pending(used.code, matchList.hash), NOW)).toMatchObject({
      reason: 'alreadyUsed',
      previous: { listName: 'Gate 1', deviceName: 'Phone A' },
    });
    for (const [status, reason] of [
      ['cancelled', 'ticketCancelled'],
      ['refunded', 'ticketRefunded'],
    ] as const) {
      const gone = ticket({ status });
      expect(await decideLocally(offlineData([], [gone]), [], pending(gone.code, matchList.hash), NOW)).toMatchObject({
        result: 'refused',
        reason,
      });
    }
    expect(await decideLocally(offlineData([], [ticket()]), [], pending('TKT-ABC123', gate.hash), NOW)).toMatchObject({
      reason: 'wrongEvent',
    });
  });
});

describe('deciding with a club-sized copy', () => {
  it('finds a typed membership number and a typed reference among 20,000 members and 5,000 tickets', async () => {
    const members = Array.from({ length: 20_000 }, (_, i) =>
      member({ hash: `p${i}`, qrIdentifier: `qr-${i}`, membershipNumber: i + 1, cardKey: null }),
    );
    const tickets = Array.from({ length: 5_000 }, (_, i) =>
      ticket({ hash: `t${i}`, code: `code-${i}`, reference: `T-${String(i).padStart(6, '0')}` }),
    );
    const data = offlineData(members, tickets);
    expect(await decideLocally(data, [], pending('19999', gate.hash), NOW)).toMatchObject({ person: { hash: 'p19998' } });
    expect(await decideLocally(data, [], pending('t-004321', matchList.hash), NOW)).toMatchObject({ ticket: { hash: 't4321' } });
  });
});

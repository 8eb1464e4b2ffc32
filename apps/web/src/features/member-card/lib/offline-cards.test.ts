import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { childCard, memberCard } from '../test/card-fixtures';
import { dropOfflineCopy, offlineCardsKey, readOfflineCopy, saveOfflineCopy } from './offline-cards';
import { offlineCopyState } from './use-offline-copy';

const network = new ApiError(502, 0, 'NETWORK', 'Something went wrong');
const notFound = new ApiError(404, 404, 'NOT_FOUND', 'Not Found');

describe('offline copies of the cards', () => {
  it('keeps the last cards per user and club', () => {
    saveOfflineCopy('user1', 'clubA', 'own', memberCard(), '2026-03-12T10:00:00.000Z');
    saveOfflineCopy('user1', 'clubA', 'children', [childCard('Leo', 'child0000001', 'QR-LEO')], '2026-03-12T10:01:00.000Z');
    expect(readOfflineCopy('user1', 'clubA', 'own')).toEqual({ data: memberCard(), savedAt: '2026-03-12T10:00:00.000Z' });
    expect(readOfflineCopy('user1', 'clubA', 'children')?.data[0]?.qrIdentifier).toBe('QR-LEO');
    // Another person on the same device, or the same person in another club, sees nothing.
    expect(readOfflineCopy('user2', 'clubA', 'own')).toBeNull();
    expect(readOfflineCopy('user1', 'clubB', 'own')).toBeNull();
  });

  it('ignores a damaged or outdated copy', () => {
    window.localStorage.setItem(offlineCardsKey('user1', 'clubA'), JSON.stringify({ own: { data: { name: 'x' }, savedAt: 'then' } }));
    expect(readOfflineCopy('user1', 'clubA', 'own')).toBeNull();
    window.localStorage.setItem(offlineCardsKey('user1', 'clubA'), '{not json');
    expect(readOfflineCopy('user1', 'clubA', 'own')).toBeNull();
  });

  it('forgets one slot and keeps the other', () => {
    saveOfflineCopy('user1', 'clubA', 'own', memberCard());
    saveOfflineCopy('user1', 'clubA', 'children', []);
    dropOfflineCopy('user1', 'clubA', 'own');
    expect(readOfflineCopy('user1', 'clubA', 'own')).toBeNull();
    expect(readOfflineCopy('user1', 'clubA', 'children')?.data).toEqual([]);
  });
});

describe('what the page shows', () => {
  const saved = { data: memberCard(), savedAt: '2026-03-12T10:00:00.000Z' };

  it('shows the live card when the API answered', () => {
    const live = memberCard({ status: 'inactive' });
    expect(offlineCopyState({ data: live, error: null, failureReason: null }, saved)).toEqual({ kind: 'live', data: live });
  });

  it('falls back to the saved copy when the API cannot be reached, even while retrying', () => {
    const expected = { kind: 'offline', data: saved.data, savedAt: saved.savedAt };
    expect(offlineCopyState({ data: undefined, error: network, failureReason: network }, saved)).toEqual(expected);
    expect(offlineCopyState({ data: undefined, error: null, failureReason: network }, saved)).toEqual(expected);
    const serverDown = new ApiError(500, 503, 'UNKNOWN', 'Service Unavailable');
    expect(offlineCopyState({ data: undefined, error: serverDown, failureReason: serverDown }, saved).kind).toBe('offline');
  });

  it('reports the error without a saved copy, and never hides a refusal behind an old copy', () => {
    expect(offlineCopyState({ data: undefined, error: network, failureReason: network }, null)).toEqual({ kind: 'error', error: network });
    expect(offlineCopyState({ data: undefined, error: notFound, failureReason: notFound }, saved)).toEqual({
      kind: 'error',
      error: notFound,
    });
  });

  it('is loading before any answer', () => {
    expect(offlineCopyState({ data: undefined, error: null, failureReason: null }, saved)).toEqual({ kind: 'loading' });
  });
});

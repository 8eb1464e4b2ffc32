import { act, screen, waitFor } from '@testing-library/react';
import { CARD_CODE_WINDOW_MS, checkCardCode, msUntilNextCardCode, newCardKey } from '@tribuna/contract/card-code';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { memberCard } from '../test/card-fixtures';
import { MemberCardView } from './member-card-view';

const key = newCardKey();
const keyOf = (identifier: string) => (identifier === 'QR-8F3K2M9X7Q' ? key : null);
const shownCode = () => screen.getByTestId('card-qr').getAttribute('data-value')!;

describe("the card's rotating code", () => {
  beforeAll(() => i18next.loadNamespaces('card'));
  afterEach(() => vi.useRealTimers());

  it('shows a code signed with the card key that the door reads as valid, not the bare identifier', async () => {
    renderWithTheme(<MemberCardView card={memberCard({ cardKey: key })} />);
    await waitFor(() =>
      expect(screen.getByTestId('card-qr')).toHaveAttribute('data-value', expect.stringMatching(/^TRB1\.QR-8F3K2M9X7Q\./)),
    );
    expect(await checkCardCode(shownCode(), keyOf, Date.now())).toEqual({ kind: 'valid', qrIdentifier: 'QR-8F3K2M9X7Q' });
  });

  it('draws a new code when the minute turns, with no network (the key is on the card)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(Date.UTC(2026, 10, 29, 19, 41, 30));
    renderWithTheme(<MemberCardView card={memberCard({ cardKey: key })} />);
    await vi.waitFor(() => expect(shownCode()).toMatch(/^TRB1\./));
    const first = shownCode();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(msUntilNextCardCode(Date.now()));
    });
    await vi.waitFor(() => expect(shownCode()).not.toBe(first));
    const second = shownCode();
    expect(await checkCardCode(second, keyOf, Date.now())).toMatchObject({ kind: 'valid' });
    // The first code, two minutes on, is what a screenshot would show: amber.
    expect(await checkCardCode(first, keyOf, Date.now() + 2 * CARD_CODE_WINDOW_MS)).toMatchObject({ kind: 'codeExpired' });
  });

  it('keeps the bare identifier for a card saved before rotating codes', () => {
    renderWithTheme(<MemberCardView card={memberCard()} />);
    expect(shownCode()).toBe('QR-8F3K2M9X7Q');
  });
});

import { screen } from '@testing-library/react';
import { DEFAULT_CARD_DESIGN } from '@tribuna/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { create } from 'qrcode/lib/core/qrcode';
import { memberCard } from '../test/card-fixtures';
import { MemberCardView } from './member-card-view';

/** Reads the dark modules back out of the drawn SVG path (runs of `M x y h n v1 h-n z`). */
function modulesOf(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, length] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(length); i += 1) grid[Number(y) - 4]![Number(x) - 4 + i] = true;
  }
  return grid;
}

describe('the club card', () => {
  beforeAll(() => i18next.loadNamespaces('card'));

  it('shows the club, the person, the membership and a QR code of the identifier, without printing the identifier', () => {
    renderWithTheme(<MemberCardView card={memberCard()} />);
    const card = screen.getByRole('article', { name: 'CD Demo card of Pau Soler' });
    expect(card).toHaveTextContent('CD Demo');
    expect(screen.getByTestId('card-name')).toHaveTextContent('Pau Soler');
    expect(card).toHaveTextContent('Member');
    expect(screen.getByTestId('card-number')).toHaveTextContent('1042');
    expect(screen.getByTestId('card-season')).toHaveTextContent('2025/2026');
    expect(screen.getByTestId('card-validUntil')).toHaveTextContent('Jun 30, 2026');
    const qr = screen.getByRole('img', { name: 'Card QR code' });
    expect(qr).toHaveAttribute('data-value', 'QR-8F3K2M9X7Q');
    // The QR carries the identifier; nobody reads it, so the card does not print it (issue 21 item 10).
    expect(card).not.toHaveTextContent('QR-8F3K2M9X7Q');
  });

  it('draws exactly the modules of the encoded identifier', () => {
    renderWithTheme(<MemberCardView card={memberCard()} />);
    const expected = create('QR-8F3K2M9X7Q', { errorCorrectionLevel: 'M' }).modules;
    const path = screen.getByTestId('card-qr').querySelector('path')!.getAttribute('d')!;
    const drawn = modulesOf(path, expected.size);
    for (let row = 0; row < expected.size; row += 1) {
      for (let column = 0; column < expected.size; column += 1) {
        expect(drawn[row]![column], `module ${row},${column}`).toBe(expected.get(row, column) === 1);
      }
    }
    expect(screen.getByTestId('card-qr')).toHaveAttribute('viewBox', `0 0 ${expected.size + 8} ${expected.size + 8}`);
  });

  it('shows the live status as the API computed it', () => {
    const { rerender } = renderWithTheme(<MemberCardView card={memberCard()} />);
    expect(screen.getByTestId('card-status')).toHaveTextContent('Active');
    expect(screen.queryByTestId('card-as-of')).toBeNull();
    rerender(<MemberCardView card={memberCard({ status: 'inactive' })} />);
    expect(screen.getByTestId('card-status')).toHaveTextContent('Inactive');
    expect(screen.getByTestId('member-card')).toHaveAttribute('data-status', 'inactive');
  });

  it("shows the person's standing in the membership fees when the API gives one", () => {
    const { rerender } = renderWithTheme(<MemberCardView card={memberCard()} />);
    expect(screen.queryByTestId('card-fee-standing')).toBeNull();
    const grace = { status: 'grace' as const, season: '2025/2026', graceUntil: '2025-09-30' };
    rerender(<MemberCardView card={memberCard({ feeStanding: grace })} />);
    expect(screen.getByTestId('card-fee-standing')).toHaveTextContent('Grace period until Sep 30, 2025');
    rerender(<MemberCardView card={memberCard({ status: 'inactive', feeStanding: { ...grace, status: 'lapsed', graceUntil: null } })} />);
    expect(screen.getByTestId('card-fee-standing')).toHaveTextContent('2025/2026 fee unpaid');
    expect(screen.getByTestId('card-status')).toHaveTextContent('Inactive');
  });

  it('says when an offline copy was true, and no longer shows an expired membership as active', () => {
    const { rerender } = renderWithTheme(<MemberCardView card={memberCard({ validUntil: '2999-06-30' })} offline />);
    expect(screen.getByTestId('card-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('card-as-of')).toHaveTextContent(/^as of Mar 12, 2026/);
    rerender(<MemberCardView card={memberCard({ validUntil: '2020-06-30' })} offline />);
    expect(screen.getByTestId('card-status')).toHaveTextContent('Inactive');
  });

  it('uses initials without a photo or logo, and marks missing data', () => {
    renderWithTheme(<MemberCardView card={memberCard({ membershipNumber: null, season: null, validUntil: null })} />);
    expect(screen.getByTestId('card-number')).toHaveTextContent('—');
    expect(screen.getByTestId('card-validUntil')).toHaveTextContent('No expiry');
    expect(screen.getByTestId('member-card')).toHaveTextContent('PS');
  });

  it("draws the club's design: its colours and picture, only the fields it shows, no QR or logo when hidden", () => {
    const design = {
      showLogo: false,
      primaryColour: '#aa3311',
      secondaryColour: '#102030',
      fields: { photo: false, membershipNumber: false, category: true, dni: true, validity: true, qr: false },
      backgroundImage: '/api/clubs/clubAAAAAAAA/card-design/background?v=abc',
    };
    const person = { hash: 'person000001', name: 'Pau', surname: 'Soler', photo: null, dni: '12345678Z', category: 'Under-12' };
    renderWithTheme(<MemberCardView card={memberCard({ design, person, club: { hash: 'c', name: 'CD Demo', logo: '/logo.webp' } })} />);
    const card = screen.getByTestId('member-card');
    expect(card.getAttribute('style')).toMatch(/#aa3311|rgba?\(170, 51, 17/);
    expect(card.getAttribute('style')).toContain('card-design/background?v=abc');
    expect(screen.getByTestId('card-dni')).toHaveTextContent('12345678Z');
    expect(screen.getByTestId('card-category')).toHaveTextContent('Under-12');
    expect(screen.getByTestId('card-season')).toBeInTheDocument();
    expect(screen.queryByTestId('card-number')).toBeNull();
    expect(screen.queryByTestId('card-qr')).toBeNull();
    expect(card.querySelector('img')).toBeNull();
    expect(card).not.toHaveTextContent('PS');
  });

  it('draws the default design for a card without one (a copy saved before designs)', () => {
    renderWithTheme(<MemberCardView card={memberCard({ design: DEFAULT_CARD_DESIGN })} />);
    expect(screen.getByTestId('member-card').getAttribute('style')).toMatch(/#2d4f8f|rgb\(45, 79, 143\)/);
    expect(screen.queryByTestId('card-dni')).toBeNull();
    expect(screen.getByTestId('card-qr')).toBeInTheDocument();
  });
});

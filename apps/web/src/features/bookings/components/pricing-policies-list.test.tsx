import type { PricingPolicy } from '@tribuna/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingCalendarFixture } from '../../../test/fixtures';
import { screenIsPhone } from '../../../test/phone-screen';
import { renderPage } from '../../../test/render-page';
import { PricingPoliciesList } from './pricing-policies-list';

const court = bookingCalendarFixture();
const policy: PricingPolicy = {
  hash: 'policyAAAAAA',
  name: 'Christmas evenings',
  calendarHashes: [court.hash],
  weekdays: [1, 2],
  startsAt: '17:00',
  endsAt: '23:00',
  durationMinutes: null,
  memberPrice: 800,
  guestPrice: 1200,
  validFrom: '2026-12-01',
  validUntil: '2027-01-06',
};

describe('pricing policies list', () => {
  let restore = () => {};
  beforeAll(async () => {
    await i18next.loadNamespaces(['bookings']);
  });
  afterEach(() => restore());

  it('on a 375 px phone shows one card a policy with both prices named, dates with their year, and its actions', async () => {
    restore = screenIsPhone(true);
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    renderPage(<PricingPoliciesList policies={[policy]} calendars={[court]} onEdit={onEdit} onRemove={onRemove} />);
    const card = await screen.findByTestId('policy-row');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Member price: €8.00/h');
    expect(card).toHaveTextContent('Guest price: €12.00/h');
    expect(card).toHaveTextContent('12/01/2026 → 01/06/2027');
    expect(card).toHaveTextContent(court.name);
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Remove Christmas evenings' }));
    expect(onEdit).toHaveBeenCalledWith(policy);
    expect(onRemove).toHaveBeenCalledWith(policy);
  });

  it('from a tablet up keeps the table with its column headers', async () => {
    restore = screenIsPhone(false);
    renderPage(<PricingPoliciesList policies={[policy]} calendars={[court]} onEdit={vi.fn()} onRemove={vi.fn()} />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Member price' })).toBeInTheDocument();
    expect(within(table).getByTestId('policy-row')).toHaveTextContent('€12.00/h');
  });
});

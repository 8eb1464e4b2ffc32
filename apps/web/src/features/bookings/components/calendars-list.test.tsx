import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingCalendarFixture } from '../../../test/fixtures';
import { screenIsPhone } from '../../../test/phone-screen';
import { renderPage } from '../../../test/render-page';
import { CalendarsList } from './calendars-list';

const court = bookingCalendarFixture({ slotMinutes: [60, 90], capacity: 4 });

describe('booking calendars list', () => {
  let restore = () => {};
  beforeAll(async () => {
    await i18next.loadNamespaces(['bookings', 'teams']);
  });
  afterEach(() => restore());

  it('on a 375 px phone shows one card a calendar with its lengths and capacity named, and its actions', async () => {
    restore = screenIsPhone(true);
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    renderPage(<CalendarsList calendars={[court]} onEdit={onEdit} onRemove={onRemove} />);
    const card = await screen.findByTestId('calendar-row');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent(court.name);
    expect(card).toHaveTextContent('Booking lengths: 60 min, 90 min');
    expect(card).toHaveTextContent('People per booking: 4');
    await userEvent.click(within(card).getByRole('button', { name: `Edit ${court.name}` }));
    await userEvent.click(within(card).getByRole('button', { name: `Remove ${court.name}` }));
    expect(onEdit).toHaveBeenCalledWith(court);
    expect(onRemove).toHaveBeenCalledWith(court);
  });

  it('from a tablet up keeps the table', async () => {
    restore = screenIsPhone(false);
    renderPage(<CalendarsList calendars={[court]} onEdit={vi.fn()} onRemove={vi.fn()} />);
    expect(await screen.findByRole('table')).toHaveTextContent(court.name);
  });
});

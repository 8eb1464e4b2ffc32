import { BOOKINGS_AGENDA_ROUTES } from './bookings-agenda.routes';
import { BOOKINGS_SETUP_ROUTES } from './bookings-setup.routes';

export { PUBLIC_BOOKINGS_ROUTES } from './bookings-public.routes';

/** The manager's side (issue 13): calendars, hours, prices, links, the agenda. Feature `bookings`. */
export const BOOKINGS_ROUTES = { ...BOOKINGS_SETUP_ROUTES, ...BOOKINGS_AGENDA_ROUTES } as const;

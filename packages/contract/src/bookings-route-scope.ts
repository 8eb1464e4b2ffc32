/** What bookings' route tables share: their tag, the manager's base path and the manager's access. */
export const tags = ['bookings'];
export const base = '/api/clubs/:clubHash/bookings';
export const manage = { access: 'bookings.manage', feature: 'bookings' } as const;
/** Booking, blocking, moving and cancelling from the agenda also need books_management_enabled (decision 0008). */
export const manageAgenda = { access: 'bookings.manage', feature: ['bookings', 'books_management_enabled'] } as const;

/**
 * Test data factories (issue 9): API tests build exactly the clubs, accounts and objects they
 * need, with generated unique names, on a database started without the demo seed
 * (`createTestApp(env, { seed: false })`). The demo seed stays for the demo and the end-to-end
 * journeys. Rows are written the way the app writes them: through the app's unit of work (which
 * keeps the read caches true), a feature repository, or the API itself.
 */
export * from './club-objects';
export * from './communications';
export * from './clubs';
export * from './people';
export * from './pre-enrollments';
export * from './teams';
export * from './unique';
export * from './uploads';
export * from './users';
export * from './write';
export * from './sponsors';
export * from './portal';
export * from './commerce';
export * from './bookings';

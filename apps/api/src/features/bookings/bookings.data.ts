import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { BookingsRepository } from './bookings.repository';
import { BusyTimesRepository } from './busy-times.repository';
import { CalendarsRepository } from './calendars.repository';
import { ClubDirectoryRepository } from './club-directory.repository';
import { LinkGroupsRepository } from './link-groups.repository';
import { PricingPoliciesRepository } from './pricing-policies.repository';

/** The bookings feature's repositories, one per aggregate (and the shared lib ones), bound to a pool or a transaction. */
export const bookingsRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  calendars: new CalendarsRepository(db),
  pricingPolicies: new PricingPoliciesRepository(db),
  linkGroups: new LinkGroupsRepository(db),
  bookings: new BookingsRepository(db),
  busyTimes: new BusyTimesRepository(db),
  directory: new ClubDirectoryRepository(db),
});

export type BookingsRepositories = ReturnType<typeof bookingsRepositories>;
export type BookingsData = UnitOfWork<BookingsRepositories>;

import type { BookingsPublic } from './bookings';
import type { CommercePublic } from './commerce';
import type { CommunicationsPublic } from './communications';
import type { FeesPublic } from './fees';
import type { JoiningPublic } from './joining';
import type { PaymentsPublic } from './payments';
import type { PeoplePublic } from './people';
import type { SponsorsPublic } from './sponsors';
import type { SubsidiesPublic } from './subsidies';
import type { TeamsPublic } from './teams';

/**
 * The public interfaces features offer each other (`ctx.use('<feature>')`), by feature name: one
 * line per feature that offers one, each type imported from the owning feature's entry.
 */
declare module '../lib/feature/feature' {
  interface FeatureInterfaces {
    bookings: BookingsPublic;
    commerce: CommercePublic;
    communications: CommunicationsPublic;
    fees: FeesPublic;
    joining: JoiningPublic;
    payments: PaymentsPublic;
    people: PeoplePublic;
    sponsors: SponsorsPublic;
    subsidies: SubsidiesPublic;
    teams: TeamsPublic;
  }
}

import type { Feature } from '../../lib/feature/feature';
import { ActivitiesRepository } from './activities.repository';
import { joiningRepositories } from './joining.data';
import { JOINING_RULES } from './joining.policy';
import { JOINING_RATE_RULES } from './joining.rate-limits';
import { joiningRoutes } from './joining.routes';
import { seedDemoJoining } from './seed/joining-seed';
import { JOINING_TEMPLATES } from './templates/joining-templates';

/** What joining offers other features. */
export type JoiningPublic = {
  /** Activities open to inscriptions now (the portal shows its inscriptions component when > 0). */
  openActivities(clubId: number): Promise<number>;
};

/**
 * Joining from the portal (issue 23, part 5).
 * - A sign-up (member.registration) makes the person's profile, and a guardian's linked to it for
 *   a child, as pre-enrolments (spec 3) without an account, and a request naming the plan (open to
 *   new members, of that audience and the person's category in the open season) and the optional
 *   mandate. Managers accept (profiles active; the plan's charges and the mandate through fees'
 *   interface, and the account link by people's hand-over e-mail, to the guardian for a child,
 *   all in one transaction; a child whose sign-up e-mail is the account of a guardian already in
 *   the club goes under that guardian's profile instead of a second one) or refuse with a reason (e-mailed; the profiles are removed).
 * - An inscription (inscriptions) holds a place at once, by a conditional increment that the
 *   database keeps within the places, and waits for a manager like a sign-up: accepting makes the
 *   participant's profile (external) and charges the activity's one-off fee; refusing gives the
 *   place back. Holding first means a family knows at once whether there was a place; reviewing
 *   means nobody is charged for a child the club cannot take.
 */
export const joiningFeature: Feature<'joining'> = {
  name: 'joining',
  rules: JOINING_RULES,
  rateLimits: JOINING_RATE_RULES,
  outboxTemplates: JOINING_TEMPLATES,
  seed: ({ db }) => seedDemoJoining(db),
  provides: ({ db }) => {
    const activities = new ActivitiesRepository(db);
    return { openActivities: (clubId) => activities.countOpen(clubId) };
  },
  async routes(api, { units, limiter, use, config }) {
    const options = { data: units(joiningRepositories), limiter, fees: use('fees'), people: use('people'), appUrl: config.appUrl };
    await api.register(joiningRoutes, options);
  },
};

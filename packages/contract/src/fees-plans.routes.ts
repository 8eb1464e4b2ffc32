import { z } from 'zod';
import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';
import {
  CreatePlanBodySchema,
  CreateSeasonBodySchema,
  PlanListSchema,
  PlanParamsSchema,
  PlanSchema,
  SeasonListSchema,
  SeasonParamsSchema,
  SeasonSchema,
  UpdatePlanBodySchema,
  UpdateSeasonBodySchema,
} from './fees-plans';

const tags = ['fees'];
const base = '/api/clubs/:clubHash';

/** Seasons and membership plans (issue 23 part 1), for those who run the club. */
export const FEES_PLANS_ROUTES = {
  seasons: defineRoute({
    method: 'GET',
    path: `${base}/seasons`,
    summary: "The club's seasons, newest first, with the current one marked",
    tags,
    access: 'fees.manage',
    params: ClubHashParamsSchema,
    status: 200,
    response: SeasonListSchema,
  }),
  createSeason: defineRoute({
    method: 'POST',
    path: `${base}/seasons`,
    summary: 'Open a new season; it copies the plans of the newest earlier season (copyPlans: false to start empty)',
    description: 'The newest open season becomes the club’s current season (Club seasonId and seasonName).',
    tags,
    access: 'fees.manage',
    params: ClubHashParamsSchema,
    body: CreateSeasonBodySchema,
    status: 201,
    response: SeasonSchema,
  }),
  updateSeason: defineRoute({
    method: 'PATCH',
    path: `${base}/seasons/:seasonHash`,
    summary: 'Open or close a season, rename it or change its grace days (merge-patch)',
    tags,
    access: 'fees.manage',
    params: SeasonParamsSchema,
    body: UpdateSeasonBodySchema,
    status: 200,
    response: SeasonSchema,
  }),
  plans: defineRoute({
    method: 'GET',
    path: `${base}/seasons/:seasonHash/plans`,
    summary: "A season's membership plans, by name",
    tags,
    access: 'fees.manage',
    params: SeasonParamsSchema,
    status: 200,
    response: PlanListSchema,
  }),
  createPlan: defineRoute({
    method: 'POST',
    path: `${base}/seasons/:seasonHash/plans`,
    summary: 'Add a membership plan to a season',
    tags,
    access: 'fees.manage',
    params: SeasonParamsSchema,
    body: CreatePlanBodySchema,
    status: 201,
    response: PlanSchema,
  }),
  updatePlan: defineRoute({
    method: 'PATCH',
    path: `${base}/plans/:planHash`,
    summary: 'Edit a membership plan (merge-patch); fees already sent keep their charges',
    tags,
    access: 'fees.manage',
    params: PlanParamsSchema,
    body: UpdatePlanBodySchema,
    status: 200,
    response: PlanSchema,
  }),
  removePlan: defineRoute({
    method: 'DELETE',
    path: `${base}/plans/:planHash`,
    summary: 'Remove a membership plan (fees made from it keep their charges)',
    tags,
    access: 'fees.manage',
    params: PlanParamsSchema,
    status: 204,
    response: z.null(),
  }),
} as const;

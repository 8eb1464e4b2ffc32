import type { Plan, PlanAudience, PlanPeriod, Season } from '@tribuna/contract';
import type { PlanRow } from './plans.repository';
import type { SeasonWithPlans } from './seasons.repository';

export const presentSeason = (row: SeasonWithPlans, currentId: number | null): Season => ({
  hash: row.publicId,
  name: row.name,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  status: row.status as Season['status'],
  graceDays: row.graceDays,
  current: row.id === currentId,
  planCount: row.planCount,
});

export const presentPlan = (row: PlanRow, seasonHash: string): Plan => ({
  hash: row.publicId,
  seasonHash,
  name: row.name,
  description: row.description,
  audience: row.audience as PlanAudience,
  categories: row.categories,
  price: row.price,
  period: row.period as PlanPeriod,
  instalments: row.instalments,
  siblingDiscountPercent: row.siblingDiscountPercent,
  familyDiscountPercent: row.familyDiscountPercent,
  openToNewMembers: row.openToNewMembers,
});

import { useQuery } from '@tanstack/react-query';
import {
  FEES_PLANS_ROUTES as PLANS,
  type CreatePlanBody,
  type CreateSeasonBody,
  type UpdatePlanBody,
  type UpdateSeasonBody,
} from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { feeKeys } from './fee-keys';

/** GET …/seasons: the club's seasons, newest first, the current one marked. */
export const useSeasons = (clubHash: string) =>
  useQuery({
    queryKey: feeKeys.other(clubHash, 'seasons'),
    queryFn: ({ signal }) => callApi(PLANS.seasons, { params: { clubHash }, signal }),
    staleTime: 30_000,
  });

/** GET …/seasons/{seasonHash}/plans. */
export const usePlans = (clubHash: string, seasonHash: string | null) =>
  useQuery({
    queryKey: feeKeys.other(clubHash, 'plans', seasonHash),
    queryFn: ({ signal }) => callApi(PLANS.plans, { params: { clubHash, seasonHash: seasonHash! }, signal }),
    enabled: seasonHash !== null,
    staleTime: 30_000,
  });

const refreshAll = (clubHash: string) => () => [feeKeys.all(clubHash)];

export const useCreateSeason = (clubHash: string) =>
  useApiMutation({
    request: (body: CreateSeasonBody) => callApi(PLANS.createSeason, { params: { clubHash }, body }),
    invalidates: refreshAll(clubHash),
  });

export const useUpdateSeason = (clubHash: string) =>
  useApiMutation({
    request: ({ seasonHash, body }: { seasonHash: string; body: UpdateSeasonBody }) =>
      callApi(PLANS.updateSeason, { params: { clubHash, seasonHash }, body }),
    invalidates: refreshAll(clubHash),
  });

export const useSavePlan = (clubHash: string) =>
  useApiMutation({
    request: ({ seasonHash, planHash, body }: { seasonHash: string; planHash: string | null; body: CreatePlanBody }) =>
      planHash
        ? callApi(PLANS.updatePlan, { params: { clubHash, planHash }, body: body as UpdatePlanBody })
        : callApi(PLANS.createPlan, { params: { clubHash, seasonHash }, body }),
    invalidates: refreshAll(clubHash),
  });

export const useRemovePlan = (clubHash: string) =>
  useApiMutation({
    request: (planHash: string) => callApi(PLANS.removePlan, { params: { clubHash, planHash } }),
    invalidates: refreshAll(clubHash),
  });

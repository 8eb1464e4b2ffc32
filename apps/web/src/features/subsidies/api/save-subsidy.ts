import { SUBSIDIES_ROUTES, type CreateSubsidyBody, type UpdateSubsidyBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { profileKeys } from '../../../lib/queries/profile';
import { subsidyKeys } from './subsidy-keys';

/**
 * POST …/subsidies or PATCH …/subsidies/{subsidyHash}. The profile is read again too: its
 * Subsidies submenu lists the subsidies the person manages, by name.
 */
export function useSaveSubsidy(clubHash: string) {
  return useApiMutation({
    request: ({ subsidyHash, body }: { subsidyHash: string | null; body: CreateSubsidyBody | UpdateSubsidyBody }) =>
      subsidyHash
        ? callApi(SUBSIDIES_ROUTES.update, { params: { clubHash, subsidyHash }, body })
        : callApi(SUBSIDIES_ROUTES.create, { params: { clubHash }, body: body as CreateSubsidyBody }),
    invalidates: () => [subsidyKeys.all(clubHash), profileKeys.all],
  });
}

/** DELETE …/subsidies/{subsidyHash}: with its expenses, receipts and beneficiaries. */
export function useRemoveSubsidy(clubHash: string) {
  return useApiMutation({
    request: (subsidyHash: string) => callApi(SUBSIDIES_ROUTES.remove, { params: { clubHash, subsidyHash } }),
    invalidates: () => [subsidyKeys.all(clubHash), profileKeys.all],
  });
}

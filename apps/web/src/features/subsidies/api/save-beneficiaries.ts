import { SUBSIDIES_ROUTES, type AddBeneficiariesBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { subsidyKeys } from './subsidy-keys';

/** POST …/beneficiaries: people, whole teams, whole categories. The people lists show it too. */
export function useAddBeneficiaries(clubHash: string, subsidyHash: string) {
  return useApiMutation({
    request: (body: AddBeneficiariesBody) => callApi(SUBSIDIES_ROUTES.addBeneficiaries, { params: { clubHash, subsidyHash }, body }),
    invalidates: () => [subsidyKeys.all(clubHash), ['clubs', clubHash, 'people']],
  });
}

/** DELETE …/beneficiaries/{personHash}. */
export function useRemoveBeneficiary(clubHash: string, subsidyHash: string) {
  return useApiMutation({
    request: (personHash: string) => callApi(SUBSIDIES_ROUTES.removeBeneficiary, { params: { clubHash, subsidyHash, personHash } }),
    invalidates: () => [subsidyKeys.all(clubHash), ['clubs', clubHash, 'people']],
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  FEES_CHARGES_ROUTES as FEES,
  type ChangeChargeAmountBody,
  type ChargeNoteBody,
  type CreateFeeBody,
  type ManagedCharge,
  type MarkChargePaidBody,
  type RemindersSent,
} from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { feeKeys } from './fee-keys';

export const FEES_PAGE_SIZE = 30;

/** GET …/fees: one page of the club's fees with their totals. */
export const useFees = (clubHash: string, page: number) =>
  useQuery({
    queryKey: feeKeys.list(clubHash, { page }),
    queryFn: ({ signal }) => callApi(FEES.fees, { params: { clubHash }, query: { page, itemsPerPage: FEES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET …/fees/{feeHash}: a fee with its totals per state and per team. */
export const useFee = (clubHash: string, feeHash: string) =>
  useQuery({
    queryKey: feeKeys.detail(clubHash, feeHash),
    queryFn: ({ signal }) => callApi(FEES.fee, { params: { clubHash, feeHash }, signal }),
  });

export type ChargeFilters = { state?: string; teamHash?: string; search?: string; page: number };

/** GET …/fees/{feeHash}/charges with the table's filters. */
export const useFeeCharges = (clubHash: string, feeHash: string, filters: ChargeFilters) =>
  useQuery({
    queryKey: feeKeys.other(clubHash, 'charges', feeHash, filters),
    queryFn: ({ signal }) =>
      callApi(FEES.feeCharges, {
        params: { clubHash, feeHash },
        query: {
          page: filters.page,
          itemsPerPage: FEES_PAGE_SIZE,
          ...(filters.state ? { state: filters.state as never } : {}),
          ...(filters.teamHash ? { teamHash: filters.teamHash } : {}),
          ...(filters.search ? { search: filters.search } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

const refreshAll = (clubHash: string) => () => [feeKeys.all(clubHash)];

export const useCreateFee = (clubHash: string) =>
  useApiMutation({
    request: (body: CreateFeeBody) => callApi(FEES.createFee, { params: { clubHash }, body }),
    invalidates: refreshAll(clubHash),
  });

export const useSendFee = (clubHash: string) =>
  useApiMutation({
    request: (feeHash: string) => callApi(FEES.sendFee, { params: { clubHash, feeHash } }),
    invalidates: refreshAll(clubHash),
  });

export const useRemindOverdue = (clubHash: string) =>
  useApiMutation({
    request: (feeHash: string) => callApi(FEES.remindOverdue, { params: { clubHash, feeHash } }),
    invalidates: refreshAll(clubHash),
  });

/** A manual change of one charge: price, exemption, cancellation, payment, reminder. */
export type ChargeAction =
  | { kind: 'price'; body: ChangeChargeAmountBody }
  | { kind: 'exempt'; body: ChargeNoteBody }
  | { kind: 'cancel'; body: ChargeNoteBody }
  | { kind: 'paid'; body: MarkChargePaidBody }
  | { kind: 'remind' };

export const useChargeAction = (clubHash: string) =>
  useApiMutation({
    request: ({ chargeHash, action }: { chargeHash: string; action: ChargeAction }): Promise<ManagedCharge | RemindersSent> => {
      const params = { clubHash, chargeHash };
      switch (action.kind) {
        case 'price':
          return callApi(FEES.changeCharge, { params, body: action.body });
        case 'exempt':
          return callApi(FEES.exemptCharge, { params, body: action.body });
        case 'cancel':
          return callApi(FEES.cancelCharge, { params, body: action.body });
        case 'paid':
          return callApi(FEES.markChargePaid, { params, body: action.body });
        case 'remind':
          return callApi(FEES.remindCharge, { params });
      }
    },
    invalidates: refreshAll(clubHash),
  });

import { useQuery } from '@tanstack/react-query';
import {
  FEES_SEPA_ROUTES,
  type CreateSepaBatchBody,
  type CreateSepaCreditorBody,
  type ImportSepaReturnsBody,
  type UpdateSepaCreditorBody,
} from '@tribuna/contract';
import { saveBlob } from '../../../lib/api-client';
import { callApi } from '../../../lib/api-route';
import { clubQueryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/mutation';

/** Every direct debit query of a club starts with `['clubs', clubHash, 'sepa']`. */
export const sepaKeys = clubQueryKeys('sepa');

export const useCreditors = (clubHash: string) =>
  useQuery({
    queryKey: sepaKeys.other(clubHash, 'creditors'),
    queryFn: ({ signal }) => callApi(FEES_SEPA_ROUTES.creditors, { params: { clubHash }, signal }),
  });

export const useDueCharges = (clubHash: string, scheme: 'CORE' | 'B2B') =>
  useQuery({
    queryKey: sepaKeys.other(clubHash, 'due', scheme),
    queryFn: ({ signal }) => callApi(FEES_SEPA_ROUTES.due, { params: { clubHash }, query: { scheme }, signal }),
  });

export const useBatches = (clubHash: string, page: number) =>
  useQuery({
    queryKey: sepaKeys.list(clubHash, { page }),
    queryFn: ({ signal }) => callApi(FEES_SEPA_ROUTES.batches, { params: { clubHash }, query: { page, itemsPerPage: 20 }, signal }),
  });

/**
 * The Fees pages' reads (features/fees/api/fee-keys.ts): a batch puts charges in collection,
 * "collected" pays them and a return makes them owed again, so a fee's totals and charges table
 * must be read again too, or the manager sees the states from before for a minute.
 */
const feesKeys = clubQueryKeys('fees');

/** Any change of creditors, batches or returns touches the other lists too: all of them are read again. */
const everything = (clubHash: string) => [sepaKeys.all(clubHash), feesKeys.all(clubHash)];

export function useSaveCreditor(clubHash: string) {
  return useApiMutation({
    request: ({ creditorHash, body }: { creditorHash: string | null; body: CreateSepaCreditorBody | UpdateSepaCreditorBody }) =>
      creditorHash
        ? callApi(FEES_SEPA_ROUTES.updateCreditor, { params: { clubHash, creditorHash }, body })
        : callApi(FEES_SEPA_ROUTES.createCreditor, { params: { clubHash }, body: body as CreateSepaCreditorBody }),
    invalidates: () => everything(clubHash),
  });
}

export function useRemoveCreditor(clubHash: string) {
  return useApiMutation({
    request: (creditorHash: string) => callApi(FEES_SEPA_ROUTES.removeCreditor, { params: { clubHash, creditorHash } }),
    invalidates: () => everything(clubHash),
    invalidateOnError: true,
  });
}

export function useCreateBatch(clubHash: string) {
  return useApiMutation({
    request: (body: CreateSepaBatchBody) => callApi(FEES_SEPA_ROUTES.createBatch, { params: { clubHash }, body }),
    invalidates: () => everything(clubHash),
    invalidateOnError: true,
  });
}

export function useMarkCollected(clubHash: string) {
  return useApiMutation({
    request: (batchHash: string) => callApi(FEES_SEPA_ROUTES.markCollected, { params: { clubHash, batchHash } }),
    invalidates: () => everything(clubHash),
    invalidateOnError: true,
  });
}

export function useImportReturns(clubHash: string) {
  return useApiMutation({
    request: (body: ImportSepaReturnsBody) => callApi(FEES_SEPA_ROUTES.importReturns, { params: { clubHash }, body }),
    invalidates: () => everything(clubHash),
  });
}

/** Saves the batch's pain.008 file as the bank expects it (MsgId.xml). */
export async function downloadBatchFile(clubHash: string, batchHash: string, messageId: string): Promise<void> {
  const blob = (await callApi(FEES_SEPA_ROUTES.batchFile, { params: { clubHash, batchHash } })) as Blob;
  saveBlob(blob, `${messageId}.xml`);
}

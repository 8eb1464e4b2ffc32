import { useQuery } from '@tanstack/react-query';
import { FEES_MEMBER_ROUTES as R, type MandateChangeBody, type NewMandateBody } from '@tribuna/contract';
import { saveBlob } from '../../../lib/api-client';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { clubQueryKeys } from '../../../lib/query-keys';

/** The Payments page's reads of one club start with `['clubs', clubHash, 'my-payments']`. */
export const myPaymentsKeys = clubQueryKeys('my-payments');

/** The signed-in account's own people in the club and their children: whose charges it sees. */
export function usePayers(clubHash: string) {
  return useQuery({
    queryKey: myPaymentsKeys.other(clubHash, 'payers'),
    queryFn: ({ signal }) => callApi(R.people, { params: { clubHash }, signal }),
  });
}

/** Their charges, still due first (`enabled` false where the club has no members' area: the home asks only then). */
export function useMyCharges(clubHash: string, enabled = true) {
  return useQuery({
    queryKey: myPaymentsKeys.other(clubHash, 'charges'),
    queryFn: ({ signal }) => callApi(R.charges, { params: { clubHash }, signal }),
    enabled,
  });
}

/** The SEPA mandates given for them. */
export function useMyMandates(clubHash: string) {
  return useQuery({
    queryKey: myPaymentsKeys.other(clubHash, 'mandates'),
    queryFn: ({ signal }) => callApi(R.mandates, { params: { clubHash }, signal }),
  });
}

/** Pays one charge: paid at once (test provider) or a card checkout to go to. */
export function usePayCharge(clubHash: string) {
  return useApiMutation({
    request: (chargeHash: string) => callApi(R.pay, { params: { clubHash, chargeHash } }),
    invalidates: () => [myPaymentsKeys.all(clubHash)],
    invalidateOnError: true,
  });
}

export function useCreateMandate(clubHash: string) {
  return useApiMutation({
    request: (body: NewMandateBody) => callApi(R.createMandate, { params: { clubHash }, body }),
    invalidates: () => [myPaymentsKeys.other(clubHash, 'mandates')],
  });
}

export function useChangeMandate(clubHash: string) {
  return useApiMutation({
    request: ({ mandateHash, body }: { mandateHash: string; body: MandateChangeBody }) =>
      callApi(R.changeMandate, { params: { clubHash, mandateHash }, body }),
    invalidates: () => [myPaymentsKeys.other(clubHash, 'mandates')],
  });
}

export function useRevokeMandate(clubHash: string) {
  return useApiMutation({
    request: (mandateHash: string) => callApi(R.revokeMandate, { params: { clubHash, mandateHash } }),
    invalidates: () => [myPaymentsKeys.other(clubHash, 'mandates')],
    invalidateOnError: true,
  });
}

/** Downloads a paid charge's receipt (a PDF, behind the session's token). */
export async function downloadReceipt(clubHash: string, chargeHash: string): Promise<void> {
  const blob = (await callApi(R.receipt, { params: { clubHash, chargeHash } })) as Blob;
  saveBlob(blob, `receipt-${chargeHash}.pdf`);
}

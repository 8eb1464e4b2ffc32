import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPONSORS_ROUTES, type CreateSponsorBody, type Sponsor, type SponsorList } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { sponsorKeys } from './sponsor-keys';

export type SponsorDraft = { name: string; url: string | null; logo: File | null };

/** POST or PATCH the sponsor, then its logo (multipart) when one was chosen. */
export async function saveSponsor(clubHash: string, sponsorHash: string | null, draft: SponsorDraft): Promise<Sponsor> {
  const fields: CreateSponsorBody = { name: draft.name, url: draft.url };
  const saved = sponsorHash
    ? await callApi(SPONSORS_ROUTES.update, { params: { clubHash, sponsorHash }, body: fields })
    : await callApi(SPONSORS_ROUTES.create, { params: { clubHash }, body: fields });
  if (!draft.logo) return saved;
  const body = new FormData();
  body.append('file', draft.logo);
  return callApi(SPONSORS_ROUTES.uploadImage, { params: { clubHash, sponsorHash: saved.hash }, body });
}

export function useSaveSponsor(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sponsorHash, draft }: { sponsorHash: string | null; draft: SponsorDraft }) => saveSponsor(clubHash, sponsorHash, draft),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sponsorKeys.all(clubHash) }),
  });
}

export function useDeleteSponsor(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sponsorHash: string) => callApi(SPONSORS_ROUTES.remove, { params: { clubHash, sponsorHash } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sponsorKeys.all(clubHash) }),
  });
}

/** PATCH …/sponsors with the whole new order; the list shows it at once and rolls back on failure. */
export function useReorderSponsors(clubHash: string) {
  const queryClient = useQueryClient();
  const key = sponsorKeys.list(clubHash, {});
  return useMutation({
    mutationFn: (order: string[]) => callApi(SPONSORS_ROUTES.reorder, { params: { clubHash }, body: { order } }),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SponsorList>(key);
      if (previous) {
        const byHash = new Map(previous['hydra:member'].map((item) => [item.hash, item]));
        const items = order.map((hash, index) => ({ ...byHash.get(hash)!, order: index }));
        queryClient.setQueryData<SponsorList>(key, { ...previous, 'hydra:member': items });
      }
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (list) => queryClient.setQueryData(key, list),
  });
}

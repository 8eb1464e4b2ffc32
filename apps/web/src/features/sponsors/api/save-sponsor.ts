import { SPONSORS_ROUTES, type CreateSponsorBody, type Sponsor, type SponsorList } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { sponsorKeys } from './sponsor-keys';
import { useApiMutation } from '../../../lib/mutation';

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
  return useApiMutation({
    request: ({ sponsorHash, draft }: { sponsorHash: string | null; draft: SponsorDraft }) => saveSponsor(clubHash, sponsorHash, draft),
    invalidates: () => [sponsorKeys.all(clubHash)],
    invalidateOnError: true,
  });
}

export function useDeleteSponsor(clubHash: string) {
  return useApiMutation({
    request: (sponsorHash: string) => callApi(SPONSORS_ROUTES.remove, { params: { clubHash, sponsorHash } }),
    invalidates: () => [sponsorKeys.all(clubHash)],
    invalidateOnError: true,
  });
}

/** PATCH …/sponsors with the whole new order; the list shows it at once and rolls back on failure. */
export function useReorderSponsors(clubHash: string) {
  const key = sponsorKeys.list(clubHash, {});
  return useApiMutation({
    request: (order: string[]) => callApi(SPONSORS_ROUTES.reorder, { params: { clubHash }, body: { order } }),
    optimistic: async (cache, order) => {
      await cache.cancelQueries({ queryKey: key });
      const previous = cache.getQueryData<SponsorList>(key);
      if (!previous) return;
      const byHash = new Map(previous['hydra:member'].map((item) => [item.hash, item]));
      const items = order.map((hash, index) => ({ ...byHash.get(hash)!, order: index }));
      cache.setQueryData<SponsorList>(key, { ...previous, 'hydra:member': items });
      return () => cache.setQueryData(key, previous);
    },
    update: (cache, list) => cache.setQueryData(key, list),
  });
}

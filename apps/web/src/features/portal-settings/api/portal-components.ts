import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PORTAL_COMPONENTS_PAGE_SIZE,
  PORTAL_ROUTES,
  type CreatePortalComponentBody,
  type HydraCollection,
  type PortalComponent,
  type UpdatePortalComponentBody,
} from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { clubQueryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/mutation';

/** Every portal query of a club starts with `['clubs', clubHash, 'portal']`. */
export const portalKeys = clubQueryKeys('portal');

/** GET …/portal/components: one page of 10 (spec 9). */
export function usePortalComponents(clubHash: string, page: number) {
  return useQuery({
    queryKey: portalKeys.list(clubHash, { page }),
    queryFn: ({ signal }) =>
      callApi(PORTAL_ROUTES.list, { params: { clubHash }, query: { page, itemsPerPage: PORTAL_COMPONENTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePortalMutations(clubHash: string) {
  const refresh = { invalidates: () => [portalKeys.all(clubHash)], invalidateOnError: true };
  return {
    create: useApiMutation({
      request: (body: CreatePortalComponentBody) => callApi(PORTAL_ROUTES.create, { params: { clubHash }, body }),
      ...refresh,
    }),
    update: useApiMutation({
      request: ({ id, body }: { id: number; body: UpdatePortalComponentBody }) =>
        callApi(PORTAL_ROUTES.update, { params: { clubHash, componentId: id }, body }),
      // A switch flips at once: the cached pages take the new enabled/highlighted values until the
      // server answers (a move waits for the server, which renumbers the whole list).
      optimistic: async (cache, { id, body }) => {
        const flags = {
          ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
          ...(body.highlighted === undefined ? {} : { highlighted: body.highlighted }),
        };
        await cache.cancelQueries({ queryKey: portalKeys.all(clubHash) });
        const previous = cache.getQueriesData<HydraCollection<PortalComponent>>({ queryKey: portalKeys.all(clubHash) });
        cache.setQueriesData<HydraCollection<PortalComponent>>({ queryKey: portalKeys.all(clubHash) }, (page) =>
          page ? { ...page, 'hydra:member': page['hydra:member'].map((item) => (item.id === id ? { ...item, ...flags } : item)) } : page,
        );
        return () => {
          for (const [key, page] of previous) cache.setQueryData(key, page);
        };
      },
      ...refresh,
    }),
    remove: useApiMutation({
      request: (id: number) => callApi(PORTAL_ROUTES.remove, { params: { clubHash, componentId: id } }),
      ...refresh,
    }),
  };
}

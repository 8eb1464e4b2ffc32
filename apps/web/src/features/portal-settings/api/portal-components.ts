import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: portalKeys.all(clubHash) });
  return {
    create: useMutation({
      mutationFn: (body: CreatePortalComponentBody) => callApi(PORTAL_ROUTES.create, { params: { clubHash }, body }),
      onSettled: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdatePortalComponentBody }) =>
        callApi(PORTAL_ROUTES.update, { params: { clubHash, componentId: id }, body }),
      // A switch flips at once: the cached pages take the new enabled/highlighted values until the
      // server answers (a move waits for the server, which renumbers the whole list).
      onMutate: async ({ id, body }) => {
        const flags = {
          ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
          ...(body.highlighted === undefined ? {} : { highlighted: body.highlighted }),
        };
        await queryClient.cancelQueries({ queryKey: portalKeys.all(clubHash) });
        const previous = queryClient.getQueriesData<HydraCollection<PortalComponent>>({ queryKey: portalKeys.all(clubHash) });
        queryClient.setQueriesData<HydraCollection<PortalComponent>>({ queryKey: portalKeys.all(clubHash) }, (page) =>
          page ? { ...page, 'hydra:member': page['hydra:member'].map((item) => (item.id === id ? { ...item, ...flags } : item)) } : page,
        );
        return { previous };
      },
      onError: (_error, _variables, context) => {
        for (const [key, page] of context?.previous ?? []) queryClient.setQueryData(key, page);
      },
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => callApi(PORTAL_ROUTES.remove, { params: { clubHash, componentId: id } }),
      onSettled: refresh,
    }),
  };
}

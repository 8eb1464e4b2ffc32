import { useQuery } from '@tanstack/react-query';
import { COMMERCE_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { accessKeys } from './access-keys';

/** Enough events to pick from in a ticket list's form (newest first); older ones are found by typing. */
const EVENTS_SHOWN = 100;

/**
 * The club's events (shop campaigns) whose tickets a list may admit. Asked only when the form
 * needs them; a club without the shop gets an error, and the form says no events are available.
 */
export function useEventChoices(clubHash: string, enabled: boolean) {
  const query = useQuery({
    queryKey: accessKeys.other(clubHash, 'events'),
    queryFn: ({ signal }) =>
      callApi(COMMERCE_ROUTES.listCampaigns, { params: { clubHash }, query: { page: 1, itemsPerPage: EVENTS_SHOWN }, signal }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
  const choices = (query.data?.['hydra:member'] ?? []).map((campaign) => ({ value: campaign.hash, label: campaign.name }));
  return { choices, isError: query.isError };
}

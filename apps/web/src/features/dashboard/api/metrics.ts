import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { METRICS_ROUTES as R, type MetricDrillDownKey } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { homeKeys } from './home-actions';

/** The club's dashboard metrics (the daily summaries): the same all day, read once per visit. */
export function useMetricsOverview(clubHash: string) {
  return useQuery({
    queryKey: homeKeys.other(clubHash, 'metrics'),
    queryFn: ({ signal }) => callApi(R.overview, { params: { clubHash }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** "Refresh now": recomputes the club's summary up to this moment; its answer is the new overview. */
export function useRefreshMetrics(clubHash: string) {
  return useApiMutation({
    request: () => callApi(R.refresh, { params: { clubHash } }),
    update: (cache, overview) => cache.setQueryData(homeKeys.other(clubHash, 'metrics'), overview),
    invalidates: () => [homeKeys.other(clubHash, 'drill-down')],
  });
}

/** The rows a figure counts, a page at a time. */
export function useMetricDrillDown(clubHash: string, list: MetricDrillDownKey | null, page: number) {
  return useQuery({
    queryKey: [...homeKeys.other(clubHash, 'drill-down'), list, page],
    queryFn: ({ signal }) => callApi(R.drillDown, { params: { clubHash }, query: { list: list!, page, itemsPerPage: 20 }, signal }),
    enabled: list !== null,
    placeholderData: keepPreviousData,
  });
}

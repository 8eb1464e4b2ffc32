import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  JOINING_ROUTES,
  PUBLIC_JOINING_ROUTES,
  type CreateActivityBody,
  type InscriptionBody,
  type JoiningDecisionBody,
  type JoiningRequestBody,
} from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { clubQueryKeys } from '../../../lib/query-keys';

export const joiningKeys = clubQueryKeys('joining');
const publicKey = (shortname: string, what: string) => ['joining', shortname, what] as const;

/** GET /api/joining/{shortname}: the club and the plans a new member may choose. */
export const useJoiningForm = (shortname: string) =>
  useQuery(
    queryOptions({
      queryKey: publicKey(shortname, 'form'),
      queryFn: ({ signal }) => callApi(PUBLIC_JOINING_ROUTES.form, { params: { clubShortName: shortname }, signal }),
      retry: false,
    }),
  );

/** GET /api/joining/{shortname}/activities: open activities with the places left. */
export const usePublicActivities = (shortname: string) =>
  useQuery({
    queryKey: publicKey(shortname, 'activities'),
    queryFn: ({ signal }) => callApi(PUBLIC_JOINING_ROUTES.activities, { params: { clubShortName: shortname }, signal }),
    retry: false,
  });

export const sendJoiningRequest = (shortname: string, body: JoiningRequestBody) =>
  callApi(PUBLIC_JOINING_ROUTES.request, { params: { clubShortName: shortname }, body });

export const sendInscription = (shortname: string, activityHash: string, body: InscriptionBody) =>
  callApi(PUBLIC_JOINING_ROUTES.inscribe, { params: { clubShortName: shortname, activityHash }, body });

/** The managers' pending sign-ups, oldest first. */
export const usePendingRequests = (clubHash: string) =>
  useQuery({
    queryKey: joiningKeys.list(clubHash, { kind: 'requests' }),
    queryFn: ({ signal }) => callApi(JOINING_ROUTES.listRequests, { params: { clubHash }, query: { itemsPerPage: 100 }, signal }),
  });

export const useDecideRequest = (clubHash: string) =>
  useApiMutation({
    request: ({ requestHash, body }: { requestHash: string; body: JoiningDecisionBody }) =>
      callApi(JOINING_ROUTES.decideRequest, { params: { clubHash, requestHash }, body }),
    invalidates: () => [joiningKeys.all(clubHash)],
  });

export const useActivities = (clubHash: string) =>
  useQuery({
    queryKey: joiningKeys.list(clubHash, { kind: 'activities' }),
    queryFn: ({ signal }) => callApi(JOINING_ROUTES.listActivities, { params: { clubHash }, query: { itemsPerPage: 100 }, signal }),
  });

export const useCreateActivity = (clubHash: string) =>
  useApiMutation({
    request: (body: CreateActivityBody) => callApi(JOINING_ROUTES.createActivity, { params: { clubHash }, body }),
    invalidates: () => [joiningKeys.all(clubHash)],
  });

export const useInscriptions = (clubHash: string, activityHash: string | null) =>
  useQuery({
    queryKey: joiningKeys.detail(clubHash, activityHash ?? ''),
    queryFn: ({ signal }) =>
      callApi(JOINING_ROUTES.listInscriptions, { params: { clubHash, activityHash: activityHash! }, query: { itemsPerPage: 100 }, signal }),
    enabled: activityHash !== null,
  });

export const useDecideInscription = (clubHash: string, activityHash: string) =>
  useApiMutation({
    request: ({ inscriptionHash, body }: { inscriptionHash: string; body: JoiningDecisionBody }) =>
      callApi(JOINING_ROUTES.decideInscription, { params: { clubHash, activityHash, inscriptionHash }, body }),
    invalidates: () => [joiningKeys.all(clubHash)],
  });

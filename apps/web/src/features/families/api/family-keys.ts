/**
 * Query keys of the guardian's own reads (GET /api/guardian/children names its club in the
 * query, not the path, so it is not one of clubQueryKeys' club features).
 */
export const familyKeys = {
  all: ['guardian'] as const,
  children: (clubHash: string) => ['guardian', clubHash, 'children'] as const,
};

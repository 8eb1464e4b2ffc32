/**
 * Query keys of one feature inside a club. Every key starts with `['clubs', clubHash, feature]`,
 * so a mutation can refresh all of a feature's reads in a club (`all`) or only its lists
 * (`lists`), and a detail is found again by its id.
 */
export function clubQueryKeys<const Feature extends string>(feature: Feature) {
  const all = (clubHash: string) => ['clubs', clubHash, feature] as const;
  const lists = (clubHash: string) => [...all(clubHash), 'list'] as const;
  return {
    all,
    lists,
    list: <Filters>(clubHash: string, filters: Filters) => [...lists(clubHash), filters] as const,
    detail: (clubHash: string, id: string) => [...all(clubHash), 'detail', id] as const,
    /** Any other read of the feature (a picker, a report), named by its parts. */
    other: <const Parts extends readonly unknown[]>(clubHash: string, ...parts: Parts) => [...all(clubHash), ...parts] as const,
  };
}

/**
 * Query keys of reads about clubs that are not inside one club (the public search, a club's
 * public page, the caller's list of clubs). They live apart from `['clubs', clubHash, …]`
 * (lib/query-keys.ts), so refreshing one club's data never touches them, nor the reverse.
 */
export const clubDirectoryKeys = {
  all: ['club-directory'] as const,
  search: (name: string) => [...clubDirectoryKeys.all, 'search', name] as const,
  publicPage: (shortName: string) => [...clubDirectoryKeys.all, 'public', shortName] as const,
  list: (name: string) => [...clubDirectoryKeys.all, 'list', name] as const,
};

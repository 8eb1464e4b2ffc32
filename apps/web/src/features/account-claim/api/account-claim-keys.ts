/** Query keys of hand-over links as their holder reads them (no club yet: the link names it). */
export const accountClaimKeys = {
  all: ['account-claims'] as const,
  preview: (token: string) => [...accountClaimKeys.all, token] as const,
};

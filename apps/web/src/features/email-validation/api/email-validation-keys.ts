/** Query keys of email confirmations (public, no club): one per link hash. */
export const emailValidationKeys = {
  all: ['confirm-email'] as const,
  confirmation: (hash: string) => [...emailValidationKeys.all, hash] as const,
};

/** Query keys of the developer mail page (public, no club). */
export const outboxKeys = {
  all: ['dev-outbox'] as const,
};

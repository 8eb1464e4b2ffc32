/** Query keys of the caller's own manager access requests (in every club: no club key). */
export const myAccessRequestKeys = {
  all: ['my-access-requests'] as const,
};

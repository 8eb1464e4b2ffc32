import type { ExternalFeedError } from '@tribuna/contract';

/**
 * Why an external feed was not read, as the code shown to the manager. `detail` is for the
 * server's log only: it may hold what an address inside the network answered.
 */
export class FeedError extends Error {
  override name = 'FeedError';

  constructor(
    readonly code: ExternalFeedError,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export const refused = (detail: string) => new FeedError('feedAddressRefused', detail);
export const unreadable = (detail: string) => new FeedError('feedUnreadable', detail);

/** The code of any failure while reading a feed: ours, or `feedUnreadable` for the rest. */
export const feedErrorCode = (error: unknown): ExternalFeedError => (error instanceof FeedError ? error.code : 'feedUnreadable');

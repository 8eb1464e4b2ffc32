/**
 * Unread messages of the current profile, shown as a badge on Messages when above 0.
 * Messaging arrives in a later issue: it will poll GET /api/clubs/{clubHash}/communications/unread
 * every 120 s (spec 9). Until then there is nothing unread.
 */
export function useUnreadCount(_clubHash: string): number {
  return 0;
}

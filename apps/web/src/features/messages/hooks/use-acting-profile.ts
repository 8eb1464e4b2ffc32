import { actingProfileHash } from '../../../lib/api-route';
import { useSession } from '../../../lib/session/use-session';

/**
 * The profile the person acts as in this club (spec 5's `Profile` header), re-read when the
 * session changes; null when none of the club's profiles is active (calls would be refused).
 */
export function useActingProfile(clubHash: string): string | null {
  const session = useSession();
  const current = session?.currentProfile;
  return current && current.clubHash === clubHash ? actingProfileHash(clubHash) : null;
}

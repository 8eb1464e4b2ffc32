import { clearPersonalStorage } from '../storage';
import { dropSession } from './session-store';

/**
 * Logout's local part (spec 4): every store and local storage. The query cache empties itself
 * when the session is dropped (see query-client).
 */
export function clearLocalSession(): void {
  dropSession();
  clearPersonalStorage();
}

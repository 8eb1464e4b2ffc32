import { callApi } from '../api-route';
import { authRoutes } from '../first-page-routes';
import { ActivityTracker } from './activity-tracker';
import { LeaderElection, type LeaderStore } from './leader-election';
import { refreshSession, RefreshError } from './refresh-session';
import { planSessionCheck, type ExpiryReason } from './session-phase';
import { syncSessionFromStorage, updateSession } from './session-store';

export interface SessionMonitorOptions {
  leaderStore?: LeaderStore;
  activity?: ActivityTracker;
  now?: () => number;
  refresh?: (staleToken: string) => Promise<string>;
  /** Revokes the refresh token at once when the session expires (POST /api/logout). */
  revoke?: () => Promise<unknown>;
  /** A refresh the monitor started failed: the app leaves through /auth/logout. */
  onRefreshFailed: (reason: RefreshError['reason']) => void;
}

/**
 * The periodic checks of spec 4, run by the leader tab only: refresh-ahead (at once with
 * keepLoggedIn; otherwise the tabs show the modal), access-token renewal before it expires while
 * the person is active, and the expiry (refresh validity passed, or too long without input). An
 * expiry is written into the shared session so every tab shows why; the refresh token is revoked.
 */
export class SessionMonitor {
  readonly activity: ActivityTracker;
  readonly election: LeaderElection;
  private busy = false;
  private readonly now: () => number;
  private readonly refresh: (staleToken: string) => Promise<string>;
  private readonly revoke: () => Promise<unknown>;

  constructor(private readonly options: SessionMonitorOptions) {
    this.now = options.now ?? Date.now;
    this.activity = options.activity ?? new ActivityTracker(undefined, this.now);
    this.refresh = options.refresh ?? refreshSession;
    this.revoke = options.revoke ?? (() => authRoutes().then((routes) => callApi(routes.logout, {})));
    this.election = new LeaderElection({ store: options.leaderStore, now: this.now, onLeaderTick: () => void this.check() });
  }

  /** Starts listening to input and the leader election; returns the stop function. */
  start(target?: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
    const stopActivity = this.activity.start(target);
    this.election.start();
    return () => {
      stopActivity();
      this.election.stop();
    };
  }

  async check(): Promise<void> {
    if (this.busy) return;
    const session = syncSessionFromStorage();
    const action = planSessionCheck(session, this.now(), this.activity.lastActivity());
    if (!session || action.type === 'none' || action.type === 'prompt') return;
    if (action.type === 'end') return this.end(action.reason);
    this.busy = true;
    try {
      await this.refresh(session.token);
    } catch (error) {
      this.options.onRefreshFailed(error instanceof RefreshError ? error.reason : 'refreshFailed');
    } finally {
      this.busy = false;
    }
  }

  private end(reason: ExpiryReason): void {
    updateSession({ endedReason: reason });
    void this.revoke().catch(() => undefined);
  }
}

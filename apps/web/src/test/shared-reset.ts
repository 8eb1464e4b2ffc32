import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import { setUnauthorizedHandler } from '../lib/api-client';
import { resetAppConfig } from '../lib/app-config';
import { queryClient } from '../lib/query-client';
import { dismissUnreadableIdentifier, takePendingIdentifier } from '../lib/session/pending-identifier';
import { reloadSessionFromStorage } from '../lib/session/session-store';
import { setLockManager } from '../lib/session/tab-lock';

/**
 * The "web" project shares one jsdom and one module graph between test files (vitest.groups.ts).
 * Setup files run again before every file, so this puts back, before the file's own hooks, what
 * a file before it may have left: stored session and settings, the app's singletons, the page's
 * markup, the address, the title and the language the tests read.
 */
window.localStorage.clear();
window.sessionStorage.clear();
reloadSessionFromStorage();
resetAppConfig();
takePendingIdentifier();
dismissUnreadableIdentifier();
setLockManager(null);
setUnauthorizedHandler(() => undefined);
queryClient.clear();
notifications.clean();
// What a test drew straight into the page (the portal's server-side markup) stays otherwise.
document.body.replaceChildren();
window.history.replaceState(null, '', '/');
document.title = '';
document.documentElement.removeAttribute('lang');
if (i18n.isInitialized && i18n.language !== 'en') await i18n.changeLanguage('en');

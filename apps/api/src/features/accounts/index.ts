import type { Feature } from '../../lib/feature/feature';
import { accountsRepositories } from './accounts.data';
import { accountsRoutes } from './accounts.routes';
import { devOutboxRoutes } from './dev-outbox.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { ACCOUNTS_TEMPLATES } from './templates/accounts-templates';

/** Accounts: registration, e-mail checks, password changes and resets, the demo mail page. */
export const accountsFeature: Feature<'accounts'> = {
  name: 'accounts',
  outboxTemplates: ACCOUNTS_TEMPLATES,
  async routes(api, { units, use, tokens, config, limiter }) {
    const data = units(accountsRepositories(use('commerce')));
    await api.register(accountsRoutes, { data, tokens, config, limiter });
    await api.register(passwordResetRoutes, { data, tokens, config, limiter });
    // Developer mail page: codes and links of messages held without SMTP/SMS providers. Demo
    // mode only (parseConfig refuses it in production; checked again here all the same).
    if (config.demoMode && config.nodeEnv !== 'production') await api.register(devOutboxRoutes, { data });
  },
};

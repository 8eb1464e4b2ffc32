import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { noCrossFeatureImports } from './feature-boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' } });
// The rule reads paths relative to ESLint's working directory (the repository root when linting).
const at = (path) => join(process.cwd(), path);
const inBookings = at('apps/api/src/features/bookings/booking-checkout.ts');

tester.run('no-cross-feature-imports', noCrossFeatureImports, {
  valid: [
    { filename: inBookings, code: "import { BookingTokens } from './booking-token';" },
    { filename: inBookings, code: "import { errors } from '../../lib/errors';" },
    { filename: inBookings, code: "import type { PaymentsPublic } from '../payments';" },
    { filename: inBookings, code: "import type { PaymentsPublic } from '../payments/index';" },
    { filename: inBookings, code: "import { type PaymentsPublic, type PaymentPurpose } from '../payments/index.ts';" },
    { filename: inBookings, code: "export type { PaymentsPublic } from '../payments';" },
    // The list of features and their interfaces compose them.
    { filename: at('apps/api/src/features/index.ts'), code: "import { teamsFeature } from './teams';" },
    { filename: at('apps/api/src/features/interfaces.ts'), code: "import type { CommercePublic } from './commerce';" },
    // Composition roots and tests are not checked.
    { filename: at('apps/api/src/app.ts'), code: "import { FEATURES } from './features';" },
    { filename: at('apps/api/src/lib/feature/feature.ts'), code: "import type { ChangeFeed } from '../cache/change-feed';" },
  ],
  invalid: [
    {
      filename: inBookings,
      code: "import { PaymentsService } from '../payments/payments.service';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: inBookings,
      code: "import type { LedgerPayment } from '../payments/ledger.service';",
      errors: [{ messageId: 'crossFeature' }],
    },
    { filename: inBookings, code: "import { paymentsFeature } from '../payments';", errors: [{ messageId: 'crossFeature' }] },
    { filename: inBookings, code: "export * from '../payments';", errors: [{ messageId: 'crossFeature' }] },
    { filename: inBookings, code: "const m = import('../portal/portal.repository');", errors: [{ messageId: 'crossFeature' }] },
    {
      filename: at('apps/web/src/features/teams/components/team-form.tsx'),
      code: "import { useSaveForm } from '../../bookings/components/use-save-form';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('apps/api/src/lib/payments/card-payments.ts'),
      code: "import type { PaymentsPublic } from '../../features/payments';",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
    {
      filename: at('apps/api/src/plugins/access.plugin.ts'),
      code: "import { FEATURES } from '../features';",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
    {
      filename: at('apps/api/src/db/seed/seed.ts'),
      code: "import { seedDemoCommerce } from '../../features/commerce/seed/commerce-seed';",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
  ],
});

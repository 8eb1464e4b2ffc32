import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { renderPage } from '../../../test/render-page';
import { OwnCardSection } from './own-card-section';

const refused = new ApiError(403, 403, 'FORBIDDEN', 'Forbidden');

describe('own card section', () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['card', 'common']);
  });

  it('sends a member without a card to the club’s Support page with the spec’s words', async () => {
    renderPage(
      <OwnCardSection
        state={{ kind: 'error', error: refused }}
        onRetry={() => undefined}
        guardian={false}
        supportPath="/dashboard/member/u1/c1/support"
      />,
    );
    const notice = await screen.findByTestId('contact-club-notice');
    expect(notice).toHaveTextContent('We were unable to process your request, contact your club via the support link');
    expect(screen.getByRole('link', { name: 'Go to Support' })).toHaveAttribute('href', '/dashboard/member/u1/c1/support');
  });
});

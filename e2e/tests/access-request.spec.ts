import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { newPerson, registerThroughApi } from '../support/people';
import { logIn, profileOf } from '../support/session';

for (const locale of ['es', 'en'] as const) {
  test.describe(`manager access request in ${locale}`, () => {
    test.use({ uiLocale: locale });

    test('a manager of CD Demo approves a manager access request and the applicant gets the control panel', async ({
      page,
      request,
      playwright,
    }) => {
      const { clubHash } = await profileOf(request, ACCOUNTS.manager);
      const cd = clubHash('cd-demo');
      const applicant = newPerson(`applicant-${locale}`);
      const { token } = await registerThroughApi(request, applicant);
      const asked = await request.post(`/api/clubs/${cd}/request-admin-access`, {
        headers: { authorization: `Bearer ${token}` },
        data: { message: `Soy ${applicant.surname}` },
      });
      expect(asked.status()).toBe(201);

      await logIn(page, ACCOUNTS.manager, locale);
      await page.getByTestId('profile-cd-demo-manager').click();
      await expect(page.getByTestId('access-requests-card')).toBeVisible();
      await page.getByTestId('access-requests-link').click();
      const item = page.getByTestId('access-request').filter({ hasText: applicant.email });
      await expect(item).toHaveAttribute('data-status', 'pending');
      await expectNoSeriousA11yViolations(page, `access requests (${locale})`);
      await item.getByTestId('approve-request').click();
      await page.getByTestId('confirm-decision').click();
      await expect(page.getByTestId('access-request').filter({ hasText: applicant.email })).toHaveAttribute('data-status', 'approved');

      // The applicant now holds a manager profile of CD Demo.
      const api = await playwright.request.newContext({ baseURL: page.url() });
      const login = await api.post('/api/authentication_token', { data: { username: applicant.email, password: applicant.password } });
      const profile = await (await api.get('/api/profile', { headers: { authorization: `Bearer ${(await login.json()).token}` } })).json();
      const club = profile.clubs.find((c: { hash: string }) => c.hash === cd);
      expect(club?.roles).toContain('ROLE_MANAGER');
      await api.dispose();
    });
  });
}

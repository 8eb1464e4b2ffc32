import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { newPerson } from '../support/people';
import { signUpAndValidate, TINY_PNG } from '../support/signup';
import { openFromMenu } from '../support/menu';

for (const locale of ['es', 'en'] as const) {
  test.describe(`club journey in ${locale}`, () => {
    test.use({ uiLocale: locale });

    test('a new person signs up, validates the email, registers a club and invites a member who joins by link', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const founder = newPerson(`founder-${locale}`);
      await page.goto('/auth/signup/user-signup');
      const validation = await signUpAndValidate(page, founder);
      await page.goto(validation);
      await expect(page.getByTestId('email-confirmation')).toHaveAttribute('data-state', 'validated');

      // Register the club, with a logo, and land in its control panel.
      await page.goto('/auth/signup/club-enrollment-info');
      const form = page.getByTestId('register-club-form');
      const shortname = `club-${founder.email.replace(/[^a-z0-9]/g, '').slice(-14)}`;
      await form.locator('input[name=name]').fill(`Club Prueba ${shortname}`);
      await form.locator('input[name=shortname]').fill(shortname);
      await form.locator('input[name=city]').fill('Girona');
      await form.locator('input[name=regionName]').fill('Catalunya');
      await form.locator('input[name=countryName]').fill('España');
      await page.getByTestId('club-logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(page.getByTestId('club-logo-preview')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `club registration (${locale})`);
      await page.getByTestId('register-club-submit').click();
      await expect(page).toHaveURL(/\/dashboard\/manager\/[\w-]+\/overview$/);
      const clubHash = /\/dashboard\/manager\/([\w-]+)\/overview/.exec(page.url())![1]!;
      const logo = await page.request.get(`/api/clubs/${clubHash}/logo`);
      expect(logo.headers()['content-type']).toBe('image/webp');

      // Invite a member by link.
      await openFromMenu(page, 'invitations', 'persons');
      await expect(page).toHaveURL(new RegExp(`/dashboard/manager/${clubHash}/persons/invitations$`));
      const invite = page.getByTestId('create-invitation-form');
      await invite.locator('select[name=role]').selectOption('member');
      await invite.getByTestId('create-invitation-submit').click();
      const link = new URL((await page.getByTestId('created-invitation').getByTestId('invitation-link').inputValue()) || '');
      expect(link.pathname).toBe('/clubs/onboarding');
      await expectNoSeriousA11yViolations(page, `invitation links (${locale})`);

      // The member opens the link in another browser, signs up there and joins.
      const memberContext = await browser.newContext({ locale: locale === 'es' ? 'es-ES' : 'en-US' });
      await memberContext.addInitScript((language) => {
        localStorage.setItem(
          'tribuna.cookie-consent',
          JSON.stringify({ essential: true, functional: false, analytical: false, decidedAt: 'x' }),
        );
        localStorage.setItem('tribuna.language', language);
      }, locale);
      const member = await memberContext.newPage();
      const joiner = newPerson(`joiner-${locale}`);
      await member.goto(`${link.pathname}${link.search}`);
      await expect(member.getByTestId('invitation-club')).toContainText(shortname);
      await member.getByTestId('sign-in-first-signup').click();
      await signUpAndValidate(member, joiner);
      await member.getByTestId('signup-continue').click();
      await expect(member).toHaveURL(/\/clubs\/onboarding\?invitation=/);
      const join = member.getByTestId('onboarding-form');
      await join.locator('input[name=dni]').fill(joiner.identification);
      await expectNoSeriousA11yViolations(member, `onboarding form (${locale})`);
      await join.getByTestId('onboarding-submit').click();
      await expect(member).toHaveURL(new RegExp(`/dashboard/member/[\\w-]+/${clubHash}/overview$`));
      await memberContext.close();
    });
  });
}

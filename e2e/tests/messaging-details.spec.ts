import type { Locator } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { enter, messagingApiAs, otherBrowser, typeMessage, uniqueSubject } from '../support/messaging';
import { expect, test } from '../support/test';

/** Issue 21 item 3: what a club noticed first in messaging, checked as the manager and a guardian see it. */
const es = (key: string) => t('es', key);

/** The CSS transforms between `element` and the menu entry holding it (none when nothing is turned). */
const transformsUpTo = (element: Locator, testId: string) =>
  element.evaluate((node, stop) => {
    const turned: string[] = [];
    for (let at: Element | null = node; at && at.getAttribute('data-testid') !== stop; at = at.parentElement) {
      const transform = getComputedStyle(at).transform;
      if (transform !== 'none') turned.push(transform);
    }
    return turned;
  }, testId);

test.describe('messaging details in es', () => {
  test.use({ uiLocale: 'es' });

  test('the badge stays upright, a thread to her own mailbox has a reply box, "sent" stays on its page, copying says so, and a one-to-one conversation offers no reply to all', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const manager = await messagingApiAs(page.request, ACCOUNTS.manager, 'cd-demo');
    const guardian = await messagingApiAs(page.request, ACCOUNTS.guardian, 'cd-demo');
    const club = manager.clubHash;
    const mailboxes = (await manager.get('/mailboxes')) as { 'hydra:member': { mailboxHash: string; predefined: boolean }[] };
    const clubMailbox = mailboxes['hydra:member'].find((mailbox) => mailbox.predefined)!;
    // The manager writes to the club's mailbox, which she answers alone; and to the guardian personally.
    const toHerself = uniqueSubject('Nota');
    const oneToOne = uniqueSubject('Foto');
    for (const [subject, recipient] of [
      [toHerself, { kind: 'mailbox', mailboxHash: clubMailbox.mailboxHash }],
      [oneToOne, { kind: 'person', profileHash: guardian.profileHash }],
    ] as const) {
      const created = await manager.post('/threads', { subject, body: '<p>Hola</p>', recipients: [recipient] });
      expect(created.status()).toBe(201);
    }

    // The unread badge does not turn with the opened Messages group (its chevron does).
    await enter(page, ACCOUNTS.manager, 'profile-cd-demo-manager');
    const messages = page.getByTestId('menu-messages');
    const badge = messages.locator('.mantine-Badge-root');
    await expect(badge).toBeVisible();
    await messages.click();
    await expect(page.getByTestId('menu-myMessages')).toBeVisible();
    // Once the chevron has turned to point down (its own transition over), nothing holding the badge is turned.
    await expect.poll(() => transformsUpTo(messages.getByTestId('menu-chevron'), 'menu-messages')).toEqual([]);
    expect(await transformsUpTo(badge, 'menu-messages')).toEqual([]);

    // Her thread to her own mailbox reads like any other: a reply box, no "nobody answered".
    await page.getByTestId('menu-myMessages').click();
    await page.getByTestId('thread-row').filter({ hasText: toHerself }).getByTestId('thread-link').click();
    await expect(page.getByRole('heading', { level: 1, name: toHerself })).toBeVisible();
    const reply = page.getByTestId('reply-composer');
    await expect(reply).toBeVisible();
    await expect(page.getByText(es('messages:thread.noConversations'))).toHaveCount(0);
    // Scanned before sending: the "sent" notice closes by itself after 7 s, and a scan on a slow
    // machine can take longer than that, so the notice is checked right after the send below.
    await expectNoSeriousA11yViolations(page, 'thread to her own mailbox');
    await typeMessage(reply, 'Reservar la sala del jueves.');
    await page.getByTestId('reply-composer-send').click();
    await expect(page.getByTestId('conversation')).toContainText('Reservar la sala del jueves.');

    // "Sent" belongs to the thread page: moving on closes it (it stayed 7 s, over the next pages).
    const sent = page.locator('.mantine-Notification-root').filter({ hasText: es('messages:compose.sent') });
    await expect(sent).toBeVisible();
    await page.waitForTimeout(2000);
    await page.getByTestId('menu-homepage').click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(sent).toHaveCount(0, { timeout: 2000 });

    // Copying a calendar's address says "Copied", to screen readers too, and says so when refused.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/dashboard/manager/${club}/bookings/connected-calendars`);
    const calendar = page.getByTestId('connected-calendar').first();
    await calendar.getByRole('button', { name: es('common:copy.action') }).click();
    await expect(calendar.getByRole('button', { name: es('common:copy.done') })).toBeVisible();
    await expect(calendar.getByRole('status')).toHaveText(es('common:copy.announced'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await calendar.getByTestId('feed-url').inputValue());
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await calendar.getByRole('button', { name: es('common:copy.action') }).click();
    await expect(calendar.getByRole('alert')).toHaveText(es('common:copy.failed'));

    // The guardian answers the manager's personal message: a one-to-one conversation, no "reply to all".
    const guardianContext = await otherBrowser(browser);
    const family = await guardianContext.newPage();
    await enter(family, ACCOUNTS.guardian, 'profile-cd-demo-guardian');
    await family.goto(`/dashboard/guardian/${club}/messages/my-messages`);
    await family.getByTestId('thread-row').filter({ hasText: oneToOne }).getByTestId('thread-link').click();
    const answer = family.getByTestId('reply-composer');
    await typeMessage(answer, 'Mañana la envío.');
    await family.getByTestId('reply-composer-send').click();
    await expect(family.getByTestId('conversation')).toContainText('Mañana la envío.');
    await expect(family.getByTestId('reply-composer')).toBeVisible();
    await expect(family.getByLabel(es('messages:compose.replyToAll'))).toHaveCount(0);
    await guardianContext.close();
  });
});

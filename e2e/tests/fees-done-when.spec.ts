import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { pain008SchemaErrors } from '../../apps/api/src/features/fees/sepa/testing/xsd-check';
import { ACCOUNTS } from '../support/accounts';
import { t } from '../support/i18n';
import { enter, otherBrowser } from '../support/messaging';
import { openFromMenu } from '../support/menu';
import { expect, test } from '../support/test';

/**
 * Issue 23's "Done when", walked as one journey through the UI: the CD Demo manager makes a
 * season plan in two instalments and sends its fee to every partner; the demo member (Pau Soler)
 * pays one instalment with the test provider (receipt PDF) and gives a mandate for the other; the
 * manager's SEPA batch holds exactly that debit (the file validates against the pain.008 XSD), the
 * bank's return file marks it returned and member and manager both read it with the reason; a
 * guardian registers a child from the portal, the manager accepts the pre-enrolment, and the
 * Fees list (which then holds the child's plan fee) still reads.
 * Everything it makes is named uniquely, so the other specs' demo data stays as they expect.
 */
const MEMBER = 'Pau Soler';
const PRICE_CENTS = 3000;
const INSTALMENT_CENTS = PRICE_CENTS / 2;

const money = (cents: number) => new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR' }).format(cents / 100);
/**
 * The fees' clock is the server's test clock (BOOKINGS_CLOCK in e2e/playwright.config.ts): today is
 * Wednesday 24 March 2027 there. The first instalment falls due tomorrow, inside the month a batch
 * collects; the second a month later.
 */
const FIRST_DUE_ON = '2027-03-25';
const downloaded = async (download: Promise<Download>) => readFile((await (await download).path())!);

/** The bank's camt.054 notification returning one debit, as Spanish banks send it. */
const camt054Return = (endToEndId: string, amount: string, reasonCode: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>NTF-E2E-${Date.now()}</MsgId><CreDtTm>${new Date().toISOString().slice(0, 19)}</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>N1</Id><CreDtTm>${new Date().toISOString().slice(0, 19)}</CreDtTm>
      <Acct><Id><IBAN>ES6000491500051234567892</IBAN></Id></Acct>
      <Ntry>
        <Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RDDT</Cd><SubFmlyCd>UPDD</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>${endToEndId}</EndToEndId></Refs>
          <AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>
          <RtrInf><Rsn><Cd>${reasonCode}</Cd></Rsn></RtrInf>
        </TxDtls></NtryDtls>
      </Ntry>
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`;

/** The fee's charges of one instalment on the member's Payments page. */
const memberCharge = (list: Locator, fee: string, instalment: number) =>
  list
    .getByTestId('charge')
    .filter({ hasText: fee })
    .filter({ hasText: t('es', 'payments:charge.instalment', { n: String(instalment), of: '2' }) });

async function openPayments(page: Page) {
  await page.getByTestId('menu-payments').click();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'payments:title') })).toBeVisible();
}

test('issue 23 done when: plan, fee, payment and mandate, SEPA batch and return, pre-enrolment accepted', async ({ browser }) => {
  // Four people and a dozen pages in one walk.
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const plan = `Temporada e2e ${stamp}`;
  const managerContext = await otherBrowser(browser);
  const manager = await managerContext.newPage();
  const memberContext = await otherBrowser(browser);
  const member = await memberContext.newPage();

  await test.step('the manager makes a plan in two instalments and sends its fee to every partner', async () => {
    await enter(manager, ACCOUNTS.manager, 'profile-cd-demo-manager');
    await openFromMenu(manager, 'plans', 'administration');
    await expect(manager.getByTestId('season-status')).toHaveText(t('es', 'fees:seasons.status.open'));
    await manager.getByTestId('plan-add').click();
    const planForm = manager.getByTestId('plan-form');
    await planForm.getByLabel(t('es', 'fees:plans.name')).fill(plan);
    await planForm.getByLabel(t('es', 'fees:plans.price')).fill('30');
    await planForm.getByLabel(t('es', 'fees:plans.instalments')).fill('2');
    await planForm.getByTestId('plan-save').click();
    await expect(planForm).toBeHidden();
    const planRow = manager.getByTestId('plan-row').filter({ hasText: plan });
    await expect(planRow).toContainText(t('es', 'fees:plans.inInstalments_other', { count: '2' }));

    await manager.getByTestId('menu-fees').click();
    await manager.getByTestId('fee-add').click();
    const feeForm = manager.getByTestId('fee-form');
    await feeForm.getByTestId('fee-plan').click();
    await manager.getByRole('option', { name: new RegExp(plan) }).click();
    await feeForm.getByTestId('fee-first-due').fill(FIRST_DUE_ON);
    await expect(feeForm.getByTestId('fee-target-kind')).toHaveValue(t('es', 'fees:target.kinds.allPartners'));
    await feeForm.getByTestId('fee-save').click();
    await expect(manager.getByRole('heading', { level: 1, name: plan })).toBeVisible();
    await manager.getByTestId('fee-send').click();
    await expect(manager.getByTestId('charges-table')).toBeVisible();
    await manager.getByTestId('charges-search').fill(MEMBER);
    await expect(manager.getByTestId('charge-row')).toHaveCount(2);
  });

  await test.step('the member sees both instalments pending, pays the second and downloads its receipt', async () => {
    await enter(member, ACCOUNTS.member, 'profile-cd-demo-member');
    await openPayments(member);
    const due = member.getByTestId('payments-due');
    for (const instalment of [1, 2]) {
      const charge = memberCharge(due, plan, instalment);
      await expect(charge.getByTestId('charge-state')).toHaveText(t('es', 'payments:states.pending'));
      await expect(charge.getByTestId('charge-amount')).toHaveText(money(INSTALMENT_CENTS));
    }
    await memberCharge(due, plan, 2).getByTestId('charge-pay').click();
    await member.getByTestId('pay-confirm').click();
    await expect(member.getByText(t('es', 'payments:pay.done'))).toBeVisible();
    await expect(memberCharge(due, plan, 2)).toHaveCount(0);
    const paid = memberCharge(member.getByTestId('payments-settled'), plan, 2);
    await expect(paid.getByTestId('charge-state')).toHaveText(t('es', 'payments:states.paid'));
    const receipt = member.waitForEvent('download');
    await paid.getByTestId('charge-receipt').click();
    expect((await receipt).suggestedFilename()).toMatch(/\.pdf$/);
    expect((await downloaded(receipt)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  await test.step('the member gives a SEPA mandate for the instalment still due', async () => {
    const mandates = member.getByTestId('payments-mandates');
    const own = mandates
      .getByTestId('mandate')
      .filter({ hasText: MEMBER })
      .filter({ has: member.getByTestId('mandate-status').getByText(t('es', 'payments:mandate.statuses.active')) });
    // A retry of this test finds the mandate its first attempt gave: the member's account is still good.
    await expect(mandates.getByTestId('mandate').or(mandates.getByTestId('payments-mandates-empty')).first()).toBeVisible();
    if ((await own.count()) === 0) {
      await member.getByTestId('mandate-new').click();
      const form = member.getByTestId('mandate-form');
      await expect(form.getByTestId('mandate-person')).toContainText(t('es', 'payments:mandate.forSelf', { name: MEMBER }));
      await form.getByTestId('mandate-holder').fill(MEMBER);
      await form.getByTestId('mandate-iban').fill('ES91 2100 0418 4502 0005 1332');
      await form.getByLabel(t('es', 'payments:mandate.accept')).check();
      await form.getByTestId('mandate-save').click();
      await expect(form).toBeHidden();
    }
    await expect(own).toHaveCount(1);
  });

  let endToEndId = '';
  await test.step('the manager makes a SEPA batch of exactly that charge; its file validates', async () => {
    await manager.getByTestId('menu-fees').click();
    await manager.getByTestId('fees-direct-debits').click();
    await expect(manager.getByRole('heading', { level: 1, name: t('es', 'sepa:title') })).toBeVisible();
    const table = manager.getByTestId('sepa-due');
    const mine = t('es', 'sepa:newBatch.includeOne', { person: MEMBER, fee: plan });
    await expect(table.getByRole('checkbox', { name: mine, exact: true })).toBeChecked();
    // Every due charge comes chosen: all but the member's instalment are left out.
    for (const box of await table.getByRole('checkbox').all()) {
      if ((await box.getAttribute('aria-label')) !== mine) await box.uncheck();
    }
    await expect(manager.getByTestId('sepa-batch-total')).toHaveText(
      t('es', 'sepa:newBatch.total', { n: '1', total: money(INSTALMENT_CENTS) }),
    );
    await manager.getByTestId('sepa-generate').click();
    const batch = manager.getByTestId('sepa-batch').first();
    await expect(batch).toContainText(
      t('es', 'sepa:batches.summary', { n: '1', total: money(INSTALMENT_CENTS), scheme: t('es', 'sepa:schemes.CORE') }),
    );
    await expect(table.getByRole('checkbox', { name: mine, exact: true })).toHaveCount(0);

    const file = manager.waitForEvent('download');
    await batch
      .getByRole('button')
      .filter({ hasText: t('es', 'sepa:batches.download') })
      .click();
    const xml = (await downloaded(file)).toString('utf8');
    expect(await pain008SchemaErrors(xml)).toEqual([]);
    const debits = xml.match(/<DrctDbtTxInf>[\s\S]*?<\/DrctDbtTxInf>/g) ?? [];
    expect(debits).toHaveLength(1);
    expect(debits[0]).toContain(`<InstdAmt Ccy="EUR">${(INSTALMENT_CENTS / 100).toFixed(2)}</InstdAmt>`);
    expect(debits[0]).toContain('ES9121000418450200051332');
    endToEndId = /<EndToEndId>([^<]+)<\/EndToEndId>/.exec(debits[0]!)![1]!;
  });

  await test.step("the bank's return file marks it returned, with the reason in words", async () => {
    await manager.locator('input[type="file"]').setInputFiles({
      name: 'devoluciones.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(camt054Return(endToEndId, (INSTALMENT_CENTS / 100).toFixed(2), 'AM04')),
    });
    await manager.getByTestId('sepa-returns-import').click();
    const result = manager.getByTestId('sepa-returns-result');
    await expect(result.getByRole('status')).toHaveText(t('es', 'sepa:returns.summary', { matched: '1', unmatched: '0' }));
    const item = result.getByTestId('sepa-return');
    await expect(item).toContainText(MEMBER);
    await expect(item).toContainText(t('es', 'sepa:reasons.AM04'));
    await expect(item).toContainText(t('es', 'sepa:outcomes.returned'));

    // The member's instalment is owed again, returned by the bank for the reason given.
    await member.reload();
    const returned = memberCharge(member.getByTestId('payments-due'), plan, 1);
    await expect(returned.getByTestId('charge-state')).toHaveText(t('es', 'payments:states.returned'));
    await expect(
      returned
        .getByTestId('charge-detail')
        .filter({ hasText: t('es', 'payments:charge.returnReason', { reason: t('es', 'payments:returnReasons.AM04') }) }),
    ).toHaveCount(1);
    await expect(returned.getByTestId('charge-pay')).toBeVisible();

    // The fee's charges table says the same to the manager.
    await manager.getByTestId('menu-fees').click();
    await manager.getByTestId('fee-row').getByRole('button', { name: plan }).click();
    await manager.getByTestId('charges-search').fill(MEMBER);
    const row = manager
      .getByTestId('charge-row')
      .filter({ hasText: MEMBER })
      .filter({ hasText: t('es', 'fees:charges.instalment', { number: '1', count: '2' }) });
    await expect(row).toContainText(t('es', 'fees:states.returned'));
    await expect(row.getByTestId('charge-return-reason')).toHaveText(t('es', 'sepa:reasons.AM04'));
  });

  await test.step('a guardian registers a child from the portal and the manager accepts the pre-enrolment', async () => {
    const visitorContext = await otherBrowser(browser);
    const visitor = await visitorContext.newPage();
    const join = (key: string, values: Record<string, string> = {}) => t('es', `joining:${key}`, values);
    const child = `Nil${stamp}`;
    await visitor.goto('/p/cd-demo');
    await visitor
      .getByTestId('portal-component')
      .getByRole('link', { name: t('es', 'dashboard:portal.core.memberRegistration') })
      .click();
    await expect(visitor).toHaveURL(/\/p\/cd-demo\/join$/);
    await visitor.getByRole('radio', { name: join('join.child') }).check();
    await visitor.getByRole('radio', { name: join('join.athlete') }).check();
    const guardian = visitor.getByRole('group', { name: join('join.guardianSection') });
    await guardian.getByLabel(join('join.name')).fill('Núria');
    await guardian.getByLabel(join('join.surname')).fill('Puig Serra');
    await guardian.getByLabel(join('join.dni')).fill('12345678Z');
    const kid = visitor.getByRole('group', { name: join('join.childSection') });
    await kid.getByLabel(join('join.name')).fill(child);
    await kid.getByLabel(join('join.surname')).fill('Puig Serra');
    await kid.getByLabel(join('join.birthDate')).fill(`${new Date().getFullYear() - 8}-05-20`);
    await visitor.getByLabel(join('join.guardianEmail')).fill(`nuria.${stamp}@example.test`);
    await visitor.getByRole('radio', { name: 'Atleta sub-12' }).check();
    await visitor.getByTestId('privacy-accept').check();
    await visitor.getByTestId('join-submit').click();
    await expect(visitor.getByTestId('join-sent')).toContainText(`nuria.${stamp}@example.test`);
    await visitorContext.close();

    await openFromMenu(manager, 'preEnrolments', 'persons');
    const card = manager.getByTestId('pre-enrolment').filter({ hasText: child });
    await expect(card).toContainText(join('review.byGuardian', { name: 'Núria Puig Serra' }));
    await card.getByTestId('accept-request').click();
    await expect(manager.getByTestId('pre-enrolment').filter({ hasText: child })).toHaveCount(0);

    // The acceptance charged the child's plan through a fee of its own: the Fees list still reads.
    await openFromMenu(manager, 'fees', 'administration');
    await expect(manager.getByTestId('fee-row').filter({ hasText: plan })).toBeVisible();
  });

  await memberContext.close();
  await managerContext.close();
});

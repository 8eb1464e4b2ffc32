import type { CreateSepaCreditorBody, SepaCreditor, SepaCreditorList, UpdateSepaCreditorBody } from '@tribuna/contract';
import { errors, type FieldProblem } from '../../../lib/errors';
import { wholeCollection } from '../../../lib/hydra';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { FeesData } from '../fees.data';
import { checkIbanBic } from '../member/iban-check';
import type { CreditorRow, CreditorValues } from './creditors.repository';
import { electronicCreditorIdentifier, isValidCreditorIdentifier } from './creditor-identifier';

const present = (row: CreditorRow): SepaCreditor => ({
  hash: row.publicId,
  label: row.label,
  name: row.name,
  creditorIdentifier: row.creditorIdentifier,
  iban: row.iban,
  bic: row.bic,
  preNotificationDays: row.preNotificationDays,
  isDefault: row.isDefault,
  batches: row.batches,
});

/** The checked identifier and account, or a 400 naming every wrong field. */
function checked(body: { creditorIdentifier?: string; iban?: string; bic?: string | null }, current?: CreditorRow) {
  const problems: FieldProblem[] = [];
  const identifier = body.creditorIdentifier === undefined ? undefined : electronicCreditorIdentifier(body.creditorIdentifier);
  if (identifier !== undefined && !isValidCreditorIdentifier(identifier))
    problems.push({ field: 'creditorIdentifier', code: 'creditorIdentifierInvalid' });
  let account: { iban?: string; bic?: string | null } = {};
  if (body.iban !== undefined || body.bic !== undefined) {
    try {
      account = checkIbanBic(body.iban ?? current?.iban ?? '', body.bic === undefined ? current?.bic : body.bic);
    } catch (error) {
      const params = (error as { invalidParams?: { field: string; codes: FieldProblem['code'][] }[] }).invalidParams ?? [];
      for (const param of params) for (const code of param.codes) problems.push({ field: param.field, code });
      if (params.length === 0) throw error;
    }
  }
  if (problems.length) throw errors.validation(problems);
  return { ...(identifier !== undefined ? { creditorIdentifier: identifier } : {}), ...account };
}

/** The club's creditor identifiers, one per bank account; exactly one is the default while any exist. */
export class CreditorsService {
  constructor(private readonly data: FeesData) {}

  async list(ctx: ClubRequestContext, url: string): Promise<SepaCreditorList> {
    return wholeCollection(url, (await this.data.read.sepaCreditors.list(ctx.club.id)).map(present));
  }

  async create(ctx: ClubRequestContext, body: CreateSepaCreditorBody): Promise<SepaCreditor> {
    const account = checked(body);
    return this.data.write([], async (repos) => {
      await repos.sepaCreditors.lockClub(ctx.club.id);
      const existing = await repos.sepaCreditors.list(ctx.club.id);
      if (existing.some((row) => row.creditorIdentifier === account.creditorIdentifier && row.iban === account.iban)) {
        throw errors.validation([{ field: 'iban', code: 'invalid' }]);
      }
      const values: CreditorValues = {
        label: body.label.trim(),
        name: body.name.trim(),
        creditorIdentifier: account.creditorIdentifier!,
        iban: account.iban!,
        bic: account.bic ?? null,
        preNotificationDays: body.preNotificationDays ?? 14,
        isDefault: Boolean(body.isDefault) || existing.length === 0,
      };
      const id = await repos.sepaCreditors.create(ctx.club.id, values);
      if (values.isDefault) await repos.sepaCreditors.unsetOtherDefaults(ctx.club.id, id);
      await repos.audit.record(ctx, { action: 'sepa.creditorCreated', target: values.label });
      return present((await repos.sepaCreditors.list(ctx.club.id)).find((row) => row.id === id)!);
    });
  }

  async update(ctx: ClubRequestContext, hash: string, body: UpdateSepaCreditorBody): Promise<SepaCreditor> {
    return this.data.write([], async (repos) => {
      await repos.sepaCreditors.lockClub(ctx.club.id);
      const current = await repos.sepaCreditors.find(ctx.club.id, hash);
      if (!current) throw errors.notFound();
      const account = checked(body, current);
      const values: Partial<CreditorValues> = {
        ...account,
        ...(body.label !== undefined ? { label: body.label.trim() } : {}),
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        ...(body.preNotificationDays !== undefined ? { preNotificationDays: body.preNotificationDays } : {}),
        // The default can be moved to another creditor, not taken away from the only one.
        ...(body.isDefault === true ? { isDefault: true } : {}),
      };
      await repos.sepaCreditors.update(current.id, values);
      if (body.isDefault === true) await repos.sepaCreditors.unsetOtherDefaults(ctx.club.id, current.id);
      await repos.audit.record(ctx, { action: 'sepa.creditorChanged', target: hash, metadata: { fields: Object.keys(values) } });
      return present((await repos.sepaCreditors.find(ctx.club.id, hash))!);
    });
  }

  async remove(ctx: ClubRequestContext, hash: string): Promise<void> {
    await this.data.write([], async (repos) => {
      await repos.sepaCreditors.lockClub(ctx.club.id);
      const current = await repos.sepaCreditors.find(ctx.club.id, hash);
      if (!current) throw errors.notFound();
      if (current.batches > 0) throw errors.conflict('creditorInUse');
      await repos.sepaCreditors.remove(current.id);
      const next = (await repos.sepaCreditors.list(ctx.club.id))[0];
      if (current.isDefault && next) await repos.sepaCreditors.update(next.id, { isDefault: true });
      await repos.audit.record(ctx, { action: 'sepa.creditorRemoved', target: hash });
    });
  }
}

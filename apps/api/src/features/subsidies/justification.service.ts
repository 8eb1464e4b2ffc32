import { sheetLocaleOf } from '../../lib/spreadsheets/sheet-cells';
import { XLSX_TYPE } from '../../lib/spreadsheets/spreadsheet-writers';
import type { ClubRequestContext } from '../../lib/route/request-context';
import { justificationFileName, justificationPdf, justificationXlsx } from './justification-report';
import type { SubsidiesData } from './subsidies.data';
import type { SubsidiesService } from './subsidies.service';

/** The report the funder asks for, in the club's language (it is the club's record, as its exports). */
export class JustificationService {
  constructor(
    private readonly data: SubsidiesData,
    private readonly subsidies: SubsidiesService,
  ) {}

  async file(
    ctx: ClubRequestContext,
    hash: string,
    format: 'pdf' | 'xlsx',
  ): Promise<{ fileName: string; contentType: string; data: Buffer }> {
    const subsidy = await this.subsidies.open(this.data.read, ctx, hash);
    const { subsidies, expenses: expensesOf } = this.data.read;
    const [expenses, beneficiaries] = await Promise.all([
      expensesOf.expenses(ctx.club.id, subsidy.id),
      subsidies.beneficiaries(ctx.club.id, subsidy.id),
    ]);
    const input = { clubName: ctx.club.name, subsidy, expenses, beneficiaries, locale: sheetLocaleOf(ctx.club.locale) };
    const data = format === 'pdf' ? await justificationPdf(input) : await justificationXlsx(input);
    await this.data.write([], (repos) =>
      repos.audit.record(ctx, { action: 'subsidy.justification.exported', target: hash, metadata: { format } }),
    );
    return { fileName: justificationFileName(subsidy, format), contentType: format === 'pdf' ? 'application/pdf' : XLSX_TYPE, data };
  }
}

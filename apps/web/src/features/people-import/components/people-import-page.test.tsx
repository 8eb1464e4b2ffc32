import { FIELD_ERRORS } from '@tribuna/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { jsonResponse } from '../../../test/fixtures';
import { CLUB, FakeUpload, importSession, renderImportPage, stubFetch } from '../test/import-test-kit';
import { PeopleImportPage } from './people-import-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const base = `/api/clubs/${CLUB}/people/imports`;
/** jsdom renders Mantine slowly on a busy machine: waits get room beyond the 1 s default. */
const SLOW = { timeout: 5000 };
const mapped = { name: 'Nombre', surname: 'Apellidos', dni: 'DNI' };
const withBadRow = importSession({
  status: 'validated',
  mapping: mapped,
  processed: 3,
  counts: { valid: 2, invalid: 1, skipped: 0 },
  errors: [{ row: 3, field: 'dni', reason: FIELD_ERRORS.identification, code: 'identification' }],
});

async function chooseAndUpload(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(screen.getByLabelText('CSV or XLSX file'), file);
  await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
}

describe('people import wizard', () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['imports', 'forms']);
  });
  beforeEach(() => {
    vi.mocked(notify).mockClear();
    FakeUpload.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads with a progress bar, maps the columns, reports a bad row and imports once confirmed', { timeout: 45_000 }, async () => {
    const api = stubFetch({
      [`PATCH ${base}/imp000000001`]: [
        jsonResponse(200, withBadRow),
        (call) => jsonResponse(200, { ...withBadRow, mapping: (call.body as { mapping: object }).mapping }),
        jsonResponse(200, { ...withBadRow, errors: [], skipRows: [3], counts: { valid: 2, invalid: 0, skipped: 1 } }),
      ],
      [`POST ${base}/imp000000001/commit`]: jsonResponse(200, {
        ...withBadRow,
        status: 'committed',
        errors: [],
        skipRows: [3],
        counts: { valid: 2, invalid: 0, skipped: 1 },
        committedAt: '2026-01-10T10:05:00.000Z',
        written: 2,
      }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderImportPage(<PeopleImportPage clubHash={CLUB} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    // Step 1: type and file; the bar follows the bytes sent.
    await user.selectOptions(screen.getByLabelText('Import as'), 'player');
    await chooseAndUpload(user, new File(['Nombre;Apellidos;DNI;Correo\nAna;Ruiz;12345678Z;\n'], 'people.csv', { type: 'text/csv' }));
    const upload = FakeUpload.last!;
    expect(upload.url).toBe(`${base}?type=player`);
    expect((upload.body!.get('file') as File).name).toBe('people.csv');
    act(() => upload.progress(0.4));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    act(() => upload.finish(201, importSession()));

    // Step 2: the suggested mapping is checked at once; changing a column checks again.
    await waitFor(() => expect(screen.getByTestId('import-stepper')).toHaveAttribute('data-step', 'mapping'), SLOW);
    const email = await screen.findByLabelText('Column “Correo”', undefined, SLOW);
    expect(screen.getByLabelText('Column “Nombre”')).toHaveValue('name');
    expect(email).toHaveValue('');
    await waitFor(() => expect(api.callsTo('PATCH', `${base}/imp000000001`)).toHaveLength(1), SLOW);
    expect(api.calls[0]!.body).toEqual({ mapping: mapped, type: 'player', skipRows: [] });
    await user.selectOptions(email, 'email');
    await waitFor(() => expect(api.callsTo('PATCH', `${base}/imp000000001`)).toHaveLength(2), SLOW);
    expect(api.calls[1]!.body).toMatchObject({ mapping: { ...mapped, email: 'Correo' } });
    await waitFor(() => expect(screen.getByTestId('count-invalid')).toHaveAttribute('data-value', '1'), SLOW);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Step 3: the report names the row, the column and the reason; nothing can be confirmed yet.
    const row = await screen.findByText('3', { selector: '[data-testid=error-report] th' }, SLOW);
    expect(row.closest('tr')).toHaveTextContent('DNI/NIE (column “DNI”): The identification is not a valid Spanish NIF or NIE');
    expect(screen.getByTestId('review-continue')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Skip the row with errors' }));
    await waitFor(() => expect(screen.getByTestId('review-continue')).toBeEnabled(), SLOW);
    expect(api.calls.at(-1)!.body).toEqual({ skipRows: [3] });
    await user.click(screen.getByTestId('review-continue'));

    // Step 4: nothing is written before the modal's confirmation.
    expect(await screen.findByTestId('confirm-summary', undefined, SLOW)).toHaveTextContent(
      '2 people will be created with the profile “Athlete” from people.csv.',
    );
    await user.click(screen.getByRole('button', { name: 'Import 2 people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create 2 people?' }, SLOW);
    expect(api.callsTo('POST', `${base}/imp000000001/commit`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, import 2 people' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/imp000000001/commit`)).toHaveLength(1), SLOW);
    expect(await screen.findByTestId('import-done', undefined, SLOW)).toHaveTextContent('2 people were created');
    expect(notify).toHaveBeenCalledWith('success', '2 people imported');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['clubs', CLUB, 'people'] });
    expect(screen.getByRole('link', { name: 'Go to athletes' })).toHaveAttribute('href', `/dashboard/manager/${CLUB}/persons/athletes`);
  });

  it('keeps the manager in the report when the commit is refused for bad rows', { timeout: 45_000 }, async () => {
    const ready = { ...withBadRow, errors: [], counts: { valid: 3, invalid: 0, skipped: 0 } };
    const api = stubFetch({
      [`PATCH ${base}/imp000000001`]: [
        jsonResponse(200, ready),
        jsonResponse(200, { ...withBadRow, errors: [{ row: 2, field: 'dni', reason: FIELD_ERRORS.duplicateDni, code: 'duplicateDni' }] }),
      ],
      [`POST ${base}/imp000000001/commit`]: jsonResponse(409, {
        code: 409,
        errorCode: 'CONFLICT',
        message: FIELD_ERRORS.importHasErrors,
        reason: 'importHasErrors',
      }),
    });
    const user = userEvent.setup();
    renderImportPage(<PeopleImportPage clubHash={CLUB} />);
    await chooseAndUpload(user, new File(['Nombre;Apellidos;DNI\nAna;Ruiz;12345678Z\n'], 'people.csv'));
    act(() => FakeUpload.last!.finish(201, importSession()));
    await waitFor(() => expect(screen.getByTestId('mapping-continue')).toBeEnabled(), SLOW);
    await user.click(screen.getByTestId('mapping-continue'));
    await user.click(await screen.findByTestId('review-continue', undefined, SLOW));
    await user.click(await screen.findByTestId('open-confirm', undefined, SLOW));
    await user.click(within(await screen.findByRole('dialog', undefined, SLOW)).getByTestId('confirm-import'));
    expect(await screen.findByTestId('commit-refused', undefined, SLOW)).toHaveTextContent('Nothing was saved');
    await waitFor(() => expect(api.callsTo('PATCH', `${base}/imp000000001`)).toHaveLength(2), SLOW);
    expect(api.calls.at(-1)!.body).toEqual({});
    const report = await screen.findByTestId('error-report', undefined, SLOW);
    expect(within(report).getByText(/already exists in the club/)).toBeInTheDocument();
    expect(screen.getByTestId('review-continue')).toBeDisabled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('refuses other files before sending, and translates what the server cannot read', { timeout: 45_000 }, async () => {
    stubFetch({});
    const user = userEvent.setup({ applyAccept: false });
    renderImportPage(<PeopleImportPage clubHash={CLUB} />);
    await user.upload(screen.getByLabelText('CSV or XLSX file'), new File(['x'], 'old.xls'));
    expect(screen.getByTestId('upload-error')).toHaveTextContent('Choose a .csv or .xlsx file');
    expect(screen.getByRole('button', { name: 'Upload and continue' })).toBeDisabled();

    // An XLSX goes to the server as it is; its refusal comes back translated.
    await chooseAndUpload(user, new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'people.xlsx'));
    expect((FakeUpload.last!.body!.get('file') as File).name).toBe('people.xlsx');
    act(() =>
      FakeUpload.last!.finish(400, {
        code: 400,
        errorCode: 'VALIDATION_FAILED',
        message: 'Please fill required fields',
        detail: 'file: The file could not be read as CSV or XLSX',
        invalidParamsList: {
          invalidParams: [{ field: 'file', errors: ['The file could not be read as CSV or XLSX'], codes: ['importFileUnreadable'] }],
        },
      }),
    );
    expect(await screen.findByTestId('upload-error', undefined, SLOW)).toHaveTextContent('The file could not be read as CSV or XLSX.');
  });
});

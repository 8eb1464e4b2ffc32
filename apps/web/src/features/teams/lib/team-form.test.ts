import { FIELD_ERRORS, TEAM_REQUIRED_FIELDS_MESSAGE } from '@tribuna/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { checkTeamForm, clientProblem, emptyTeamForm, serverProblem } from './team-form';

const filled = { name: ' Alevín B ', sport: 'futsal' as const, category: 'Under-12' as const, gender: 'mixed' as const, season: '' };
const invalid = (detail: string | undefined, params: { field: string; errors: string[]; codes: string[] }[]) =>
  new ApiError(400, 400, 'VALIDATION_FAILED', 'Please fill required fields', detail, params);

describe('team form checks', () => {
  it('names every missing required field with the spec message', () => {
    const result = checkTeamForm(emptyTeamForm(), 'create');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['category', 'gender', 'name', 'sport']);
    expect(clientProblem(result.errors).alertKey).toBe('teams:form.requiredFields');
  });

  it('trims the name, leaves an empty season out on create and clears it on edit', () => {
    expect(checkTeamForm(filled, 'create')).toEqual({
      ok: true,
      body: { name: 'Alevín B', sport: 'futsal', category: 'Under-12', gender: 'mixed' },
    });
    expect(checkTeamForm(filled, 'edit')).toMatchObject({ ok: true, body: { season: null } });
    expect(checkTeamForm({ ...filled, season: ' 2026-2027 ' }, 'create')).toMatchObject({ ok: true, body: { season: '2026-2027' } });
  });

  it("maps the server's answers onto the same texts", () => {
    expect(
      serverProblem(
        invalid(TEAM_REQUIRED_FIELDS_MESSAGE, [{ field: 'sport', errors: [FIELD_ERRORS.invalidChoice], codes: ['invalidChoice'] }]),
        'create',
      ),
    ).toEqual({
      errors: { sport: ['invalidChoice'] },
      alertKey: 'teams:form.requiredFields',
    });
    const nameTaken = { field: 'name', errors: [FIELD_ERRORS.teamNameTaken], codes: ['teamNameTaken'] };
    expect(serverProblem(invalid(undefined, [nameTaken]), 'create')).toEqual({ errors: { name: ['teamNameTaken'] }, alertKey: null });
    expect(serverProblem(invalid(undefined, [{ field: 'season', errors: ['Too big'], codes: ['tooLong'] }]), 'edit').alertKey).toBe(
      'forms:server.validationFailed',
    );
    expect(serverProblem(new ApiError(500, 500, 'INTERNAL', 'x'), 'edit').alertKey).toBe('teams:form.updateFailed');
    expect(serverProblem(new ApiError(502, 0, 'NETWORK', 'x'), 'create').alertKey).toBe('forms:server.network');
  });
});

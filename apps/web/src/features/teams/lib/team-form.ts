import {
  CreateTeamBodySchema,
  TEAM_REQUIRED_FIELDS,
  type CreateTeamBody,
  type Sport,
  type Team,
  type TeamCategory,
  type TeamGender,
} from '@tribuna/contract';
import { fieldErrorsFromApiError, validateWith, type FieldErrors } from '../../../components/forms/field-errors';
import { ApiError } from '../../../lib/api-error';

export interface TeamFormValues {
  name: string;
  sport: Sport | null;
  category: TeamCategory | null;
  gender: TeamGender | null;
  /** Empty = the club's current season (create) or no season (edit). */
  season: string;
}

export type TeamFormMode = 'create' | 'edit';

export function emptyTeamForm(): TeamFormValues {
  return { name: '', sport: null, category: null, gender: null, season: '' };
}

export function formFromTeam(team: Team): TeamFormValues {
  return { name: team.name, sport: team.sport, category: team.category, gender: team.gender, season: team.season ?? '' };
}

const REQUIRED = new Set<string>(TEAM_REQUIRED_FIELDS);

/** Whether the errors concern one of Name, Sport, Category or Gender (the spec 5 message then). */
export function hasRequiredFieldProblem(errors: FieldErrors): boolean {
  return Object.entries(errors).some(
    ([field, problems]) => (REQUIRED.has(field) || field === 'body') && (problems ?? []).some((code) => code !== 'teamNameTaken'),
  );
}

/**
 * Checks the form with the SAME contract schema as the API. On create an empty season is left
 * out (the club's season applies); on edit it is sent as null (the team has no season then).
 */
export function checkTeamForm(
  values: TeamFormValues,
  mode: TeamFormMode,
): { ok: true; body: CreateTeamBody } | { ok: false; errors: FieldErrors } {
  const season = values.season.trim();
  const candidate = {
    name: values.name,
    sport: values.sport ?? undefined,
    category: values.category ?? undefined,
    gender: values.gender ?? undefined,
    season: season ? season : mode === 'create' ? undefined : null,
  };
  const result = validateWith(CreateTeamBodySchema, candidate);
  return result.ok ? { ok: true, body: result.data } : { ok: false, errors: result.errors };
}

/** What the form shows after a failure: errors beside the fields and the alert's i18n key (or none). */
export interface TeamFormProblem {
  errors: FieldErrors;
  alertKey: string | null;
}

/** Client-side problems: the spec 5 text when a required field is missing, else the general one. */
export function clientProblem(errors: FieldErrors): TeamFormProblem {
  return { errors, alertKey: hasRequiredFieldProblem(errors) ? 'teams:form.requiredFields' : 'forms:server.validationFailed' };
}

/**
 * The API's 400 mapped onto the same texts as the client check: the spec 5 detail, a name
 * already taken (beside the name only), any other validation failure (the general message),
 * and anything else as "not able to create/update the team".
 */
export function serverProblem(error: unknown, mode: TeamFormMode): TeamFormProblem {
  const errors = fieldErrorsFromApiError(error);
  const failedKey = mode === 'create' ? 'teams:form.createFailed' : 'teams:form.updateFailed';
  if (!(error instanceof ApiError) || error.errorCode !== 'VALIDATION_FAILED') {
    return { errors, alertKey: error instanceof ApiError && error.errorCode === 'NETWORK' ? 'forms:server.network' : failedKey };
  }
  // The API words this case with spec 5's detail; the fields it names say the same.
  if (hasRequiredFieldProblem(errors)) {
    return { errors, alertKey: 'teams:form.requiredFields' };
  }
  const onlyNameTaken = Object.keys(errors).length === 1 && errors.name?.every((code) => code === 'teamNameTaken');
  return { errors, alertKey: onlyNameTaken ? null : 'forms:server.validationFailed' };
}

import { FIELD_ERRORS, type ClubSettings, type FieldErrorCode } from '@tribuna/contract';
import { CLUB_A } from '../../../test/fixtures';

export const settingsUrl = `/api/clubs/${CLUB_A}/settings`;

export function clubSettings(overrides: Partial<ClubSettings> = {}): ClubSettings {
  return {
    hash: CLUB_A,
    name: 'CD Demo',
    shortname: 'cd-demo',
    companyName: 'Club Deportivo Demo',
    image: null,
    logoUploadUrl: `/api/clubs/${CLUB_A}/logo`,
    address: { city: 'Valencia', regionName: 'Comunitat Valenciana', countryName: 'España' },
    season: { id: '2025-2026', name: '2025-2026', endsOn: '2026-06-30' },
    locale: 'es-ES',
    interfaceLanguage: null,
    privacy: { url: 'https://example.test/privacy', basicInfo: null, custom: null, customUrl: null, version: 1 },
    terms: { url: null, custom: 'Be nice.', version: 1 },
    ...overrides,
  };
}

/** The API's 400 with one field error (spec 8 invalidParamsList), by its code. */
export function fieldError(field: string, code: FieldErrorCode) {
  return {
    code: 400,
    errorCode: 'VALIDATION_FAILED',
    message: 'Please fill required fields',
    detail: 'Please fill required fields',
    invalidParamsList: { invalidParams: [{ field, errors: [FIELD_ERRORS[code]], codes: [code] }] },
  };
}

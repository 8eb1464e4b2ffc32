import type { ClubSettings, UpdateClubSettingsBody } from '@tribuna/contract';
import type { Validation } from '../../../components/forms/field-errors';
import { checkSettingsBody, orNull } from './settings-form';

export type PolicyKind = 'privacy' | 'terms';

export interface PolicyValues {
  /** The policy is a link to a page OR the club's own text, never both. */
  source: 'link' | 'text';
  url: string;
  custom: string;
  /** Privacy only: the short first layer shown before the full policy. */
  basicInfo: string;
  publish: boolean;
}

export function readPolicy(kind: PolicyKind, settings: ClubSettings): PolicyValues {
  const policy = settings[kind];
  const basicInfo = kind === 'privacy' ? (settings.privacy.basicInfo ?? '') : '';
  return {
    source: policy.custom !== null ? 'text' : 'link',
    url: policy.url ?? '',
    custom: policy.custom ?? '',
    basicInfo,
    publish: false,
  };
}

/** The PATCH body: the unused source is cleared; publishing needs something to publish. */
export function buildPolicyBody(kind: PolicyKind, values: PolicyValues): Validation<UpdateClubSettingsBody> {
  const url = values.source === 'link' ? orNull(values.url) : null;
  const custom = values.source === 'text' ? orNull(values.custom) : null;
  const policy = {
    url,
    custom,
    ...(kind === 'privacy' ? { basicInfo: orNull(values.basicInfo) } : {}),
    ...(values.publish ? { publishNewVersion: true } : {}),
  };
  const checked = checkSettingsBody({ [kind]: policy });
  if (!values.publish || url || custom) return checked;
  const field = `${kind}.${values.source === 'link' ? 'url' : 'custom'}`;
  const errors = checked.ok ? {} : checked.errors;
  return { ok: false, errors: { ...errors, [field]: [...(errors[field] ?? []), 'nothingToPublish'] } };
}

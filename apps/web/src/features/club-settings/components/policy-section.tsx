import { Checkbox, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ClubSettings, UpdateClubSettingsBody } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsSection } from '../hooks/use-settings-section';
import { buildPolicyBody, readPolicy, type PolicyKind, type PolicyValues } from '../lib/policy-form';
import { PublishVersionModal } from './publish-version-modal';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';

/** Per document, built once: the section hook expects stable functions and paths. */
const FORMS = {
  privacy: policyForm('privacy'),
  terms: policyForm('terms'),
};
function policyForm(kind: PolicyKind) {
  return {
    paths: { url: `${kind}.url`, custom: `${kind}.custom`, basicInfo: `${kind}.basicInfo` },
    read: (s: ClubSettings) => readPolicy(kind, s),
    build: (values: PolicyValues) => buildPolicyBody(kind, values),
  };
}

/**
 * The privacy policy or the terms: a link OR the club's own text (privacy adds its short first
 * layer). "Publish as a new version" raises the version after a confirmation: every member then
 * accepts it at their next sign-in.
 */
export function PolicySection({ kind, clubHash, settings, onDirtyChange }: SectionProps & { kind: PolicyKind }) {
  const { t } = useTranslation('settings');
  const [pending, setPending] = useState<UpdateClubSettingsBody | null>(null);
  const { paths, read, build } = FORMS[kind];
  const form = useSettingsSection({
    clubHash,
    settings,
    read,
    build,
    paths,
    onDirtyChange,
    savedText: (updated) =>
      pending ? t('policy.published', { version: updated[kind].version, document: t(`${kind}.title`) }) : t('page.saved'),
  });
  const { values, set, errorOf } = form;
  const version = settings[kind].version;

  const submit = () => {
    const body = form.check();
    if (!body) return;
    if (values.publish) setPending(body);
    else void form.send(body);
  };
  const confirm = async () => {
    if (!pending) return;
    await form.send(pending);
    setPending(null);
  };

  return (
    <SettingsSection
      id={kind}
      title={t(`${kind}.title`)}
      description={t(`${kind}.description`)}
      aside={
        <Text size="sm" fw={600} data-testid={`settings-${kind}-version`}>
          {t('policy.version', { version })}
        </Text>
      }
      dirty={form.dirty}
      saving={form.saving}
      showsFieldErrors={form.showsFieldErrors}
      error={form.formError}
      onSubmit={submit}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('policy.source')}
          name={`${kind}-source`}
          value={values.source}
          onChange={(source) => set({ source: source as PolicyValues['source'] })}
        >
          <Group gap="lg" mt={6}>
            <Radio value="link" label={t('policy.sourceLink')} data-testid={`settings-${kind}-source-link`} />
            <Radio value="text" label={t('policy.sourceText')} data-testid={`settings-${kind}-source-text`} />
          </Group>
        </Radio.Group>
        {values.source === 'link' ? (
          <TextInput
            type="url"
            label={t('policy.url')}
            placeholder="https://"
            name={`${kind}Url`}
            maxLength={500}
            value={values.url}
            onChange={(e) => set({ url: e.currentTarget.value })}
            error={errorOf(paths.url)}
            data-testid={`settings-${kind}-url`}
          />
        ) : (
          <Textarea
            label={t('policy.text')}
            description={t('policy.textHelp')}
            name={`${kind}Custom`}
            rows={8}
            resize="vertical"
            value={values.custom}
            onChange={(e) => set({ custom: e.currentTarget.value })}
            error={errorOf(paths.custom)}
            data-testid={`settings-${kind}-custom`}
          />
        )}
        {kind === 'privacy' && (
          <Textarea
            label={t('privacy.basicInfo')}
            description={t('privacy.basicInfoHelp')}
            name="privacyBasicInfo"
            rows={3}
            resize="vertical"
            maxLength={2000}
            value={values.basicInfo}
            onChange={(e) => set({ basicInfo: e.currentTarget.value })}
            error={errorOf(paths.basicInfo)}
          />
        )}
        <Checkbox
          label={t('policy.publish', { version: version + 1 })}
          description={t('policy.publishHelp')}
          checked={values.publish}
          onChange={(e) => set({ publish: e.currentTarget.checked })}
          data-testid={`settings-${kind}-publish`}
        />
      </Stack>
      <PublishVersionModal
        opened={pending !== null}
        document={t(`${kind}.title`)}
        version={version + 1}
        saving={form.saving}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </SettingsSection>
  );
}

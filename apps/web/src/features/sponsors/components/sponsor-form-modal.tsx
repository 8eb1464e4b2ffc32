import { FileInput, Image, Stack, TextInput } from '@mantine/core';
import { CreateSponsorBodySchema, SPONSOR_NAME_MAX, SPONSOR_URL_MAX, type Sponsor } from '@tribuna/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useSaveSponsor } from '../api/save-sponsor';

const LOGO_TYPES = 'image/png,image/jpeg,image/webp';

interface SponsorFormModalProps {
  clubHash: string;
  opened: boolean;
  onClose: () => void;
  /** The sponsor to edit; without it the modal adds a new one. */
  sponsor?: Sponsor;
}

/** Add or edit a sponsor: name, web link and logo (previewed before it is sent). */
export function SponsorFormModal({ clubHash, opened, onClose, sponsor }: SponsorFormModalProps) {
  const { t } = useTranslation('sponsors');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(sponsor ? 'form.editTitle' : 'form.createTitle')}
      closeLabel={t('form.close')}
      data-testid="sponsor-form-modal"
    >
      <SponsorForm clubHash={clubHash} sponsor={sponsor} onClose={onClose} />
    </FormModal>
  );
}

function SponsorForm({ clubHash, sponsor, onClose }: Omit<SponsorFormModalProps, 'opened'>) {
  const { t } = useTranslation('sponsors');
  const save = useSaveSponsor(clubHash);
  const [name, setName] = useState(sponsor?.name ?? '');
  const [url, setUrl] = useState(sponsor?.url ?? '');
  const [logo, setLogo] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(sponsor?.image ?? null);
  useEffect(() => {
    if (!logo) return;
    const address = URL.createObjectURL(logo);
    setPreview(address);
    return () => URL.revokeObjectURL(address);
  }, [logo]);

  const { submit, saving, alert, errorOf } = useSaveForm({
    check: CreateSponsorBodySchema,
    save: async (checked) => {
      const saved = await save.mutateAsync({
        sponsorHash: sponsor?.hash ?? null,
        draft: { name: checked.name, url: checked.url ?? null, logo },
      });
      notify('success', t(sponsor ? 'form.updated' : 'form.created', { name: saved.name }));
    },
    onSaved: onClose,
    failure: t(sponsor ? 'errors.update' : 'errors.create'),
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({ name, url: url.trim() ? url : null });
  };

  return (
    <form onSubmit={send} noValidate data-testid="sponsor-form">
      <Stack gap="md">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        <TextInput
          label={t('form.name')}
          required
          maxLength={SPONSOR_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errorOf('name')}
          data-autofocus
          data-testid="sponsor-name"
        />
        <TextInput
          label={t('form.url')}
          description={t('form.urlHelp')}
          type="url"
          maxLength={SPONSOR_URL_MAX}
          placeholder="https://"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={errorOf('url')}
          data-testid="sponsor-url"
        />
        <FileInput
          label={t('form.logo')}
          description={t('form.logoHelp')}
          accept={LOGO_TYPES}
          value={logo}
          onChange={setLogo}
          clearable
          error={errorOf('file')}
          data-testid="sponsor-logo"
        />
        {preview && <Image src={preview} alt={t('form.logoPreview', { name: name || sponsor?.name || '' })} w={96} h={96} fit="contain" />}
        <FormActions
          cancelLabel={t('form.cancel')}
          onCancel={onClose}
          submitLabel={t(sponsor ? 'form.save' : 'form.create')}
          pending={saving}
          submitTestId="sponsor-save"
        />
      </Stack>
    </form>
  );
}

import { Button, FileInput, Group, Image, Modal, Stack, TextInput } from '@mantine/core';
import { CreateSponsorBodySchema, SPONSOR_NAME_MAX, SPONSOR_URL_MAX, type Sponsor } from '@tribuna/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApiError, translateFieldError, validateWith, type FieldErrors } from '../../../components/forms/field-errors';
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(sponsor ? 'form.editTitle' : 'form.createTitle')}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      data-testid="sponsor-form-modal"
    >
      {opened && <SponsorForm clubHash={clubHash} sponsor={sponsor} onClose={onClose} />}
    </Modal>
  );
}

function SponsorForm({ clubHash, sponsor, onClose }: Omit<SponsorFormModalProps, 'opened'>) {
  const { t } = useTranslation('sponsors');
  const save = useSaveSponsor(clubHash);
  const [name, setName] = useState(sponsor?.name ?? '');
  const [url, setUrl] = useState(sponsor?.url ?? '');
  const [logo, setLogo] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(sponsor?.image ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!logo) return;
    const address = URL.createObjectURL(logo);
    setPreview(address);
    return () => URL.revokeObjectURL(address);
  }, [logo]);

  const errorOf = (field: string) => errors[field]?.map((problem) => translateFieldError(t, problem)).join(' ');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(CreateSponsorBodySchema, { name, url: url.trim() ? url : null });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        sponsorHash: sponsor?.hash ?? null,
        draft: { name: checked.data.name, url: checked.data.url ?? null, logo },
      });
      notify('success', t(sponsor ? 'form.updated' : 'form.created', { name: saved.name }));
      onClose();
    } catch (error) {
      const fields = fieldErrorsFromApiError(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(t(sponsor ? 'errors.update' : 'errors.create'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="sponsor-form">
      <Stack gap="md">
        {failure && (
          <Notice tone="danger" role="alert">
            {failure}
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
        <Group justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="sponsor-save">
            {t(sponsor ? 'form.save' : 'form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

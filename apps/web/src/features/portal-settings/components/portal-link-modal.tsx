import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { CreatePortalComponentBodySchema, PORTAL_COMPONENT_NAME_MAX, type PortalComponent } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApiError, translateFieldError, validateWith, type FieldErrors } from '../../../components/forms/field-errors';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { usePortalMutations } from '../api/portal-components';

interface PortalLinkModalProps {
  clubHash: string;
  opened: boolean;
  onClose: () => void;
  /** The link to edit; without it the modal adds one. */
  link?: PortalComponent;
}

/** Add or edit a custom link of the portal: its label, its web address and an optional image. */
export function PortalLinkModal({ clubHash, opened, onClose, link }: PortalLinkModalProps) {
  const { t } = useTranslation('portal');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(link ? 'link.editTitle' : 'link.createTitle')}
      closeButtonProps={{ 'aria-label': t('link.close') }}
    >
      {opened && <LinkForm clubHash={clubHash} link={link} onClose={onClose} />}
    </Modal>
  );
}

function LinkForm({ clubHash, link, onClose }: Omit<PortalLinkModalProps, 'opened'>) {
  const { t } = useTranslation('portal');
  const { create, update } = usePortalMutations(clubHash);
  const [name, setName] = useState(link?.name ?? '');
  const [href, setHref] = useState(link?.properties.href ?? '');
  const [image, setImage] = useState(link?.properties.image ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const errorOf = (field: string) => errors[field]?.map((problem) => translateFieldError(t, problem)).join(' ');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(CreatePortalComponentBodySchema, {
      name,
      type: 'link',
      properties: { href, image: image.trim() ? image : null },
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    try {
      const body = checked.data;
      if (link) await update.mutateAsync({ id: link.id, body: { name: body.name, properties: body.properties } });
      else await create.mutateAsync(body);
      notify('success', t(link ? 'link.updated' : 'link.created', { name: body.name }));
      onClose();
    } catch (error) {
      const fields = fieldErrorsFromApiError(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(t(link ? 'errors.update' : 'errors.create'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="portal-link-form">
      <Stack gap="md">
        {failure && (
          <Notice tone="danger" role="alert">
            {failure}
          </Notice>
        )}
        <TextInput
          label={t('link.name')}
          required
          maxLength={PORTAL_COMPONENT_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errorOf('name')}
          data-autofocus
        />
        <TextInput
          label={t('link.href')}
          required
          type="url"
          placeholder="https://"
          value={href}
          onChange={(event) => setHref(event.currentTarget.value)}
          error={errorOf('properties.href')}
        />
        <TextInput
          label={t('link.image')}
          description={t('link.imageHelp')}
          type="url"
          placeholder="https://"
          value={image}
          onChange={(event) => setImage(event.currentTarget.value)}
          error={errorOf('properties.image')}
        />
        <Group justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            {t('link.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} data-testid="portal-link-save">
            {t(link ? 'link.save' : 'link.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

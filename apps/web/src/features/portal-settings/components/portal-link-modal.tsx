import { Stack, TextInput } from '@mantine/core';
import { CreatePortalComponentBodySchema, PORTAL_COMPONENT_NAME_MAX, type PortalComponent } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal, useSaveForm } from '../../../components/forms';
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
    <FormModal opened={opened} onClose={onClose} title={t(link ? 'link.editTitle' : 'link.createTitle')} closeLabel={t('link.close')}>
      <LinkForm clubHash={clubHash} link={link} onClose={onClose} />
    </FormModal>
  );
}

function LinkForm({ clubHash, link, onClose }: Omit<PortalLinkModalProps, 'opened'>) {
  const { t } = useTranslation('portal');
  const { create, update } = usePortalMutations(clubHash);
  const [name, setName] = useState(link?.name ?? '');
  const [href, setHref] = useState(link?.properties.href ?? '');
  const [image, setImage] = useState(link?.properties.image ?? '');
  const { submit, saving, alert, errorOf } = useSaveForm({
    check: CreatePortalComponentBodySchema,
    save: async (body) => {
      if (link) await update.mutateAsync({ id: link.id, body: { name: body.name, properties: body.properties } });
      else await create.mutateAsync(body);
      notify('success', t(link ? 'link.updated' : 'link.created', { name: body.name }));
    },
    onSaved: onClose,
    failure: t(link ? 'errors.update' : 'errors.create'),
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({ name, type: 'link', properties: { href, image: image.trim() ? image : null } });
  };

  return (
    <form onSubmit={send} noValidate data-testid="portal-link-form">
      <Stack gap="md">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
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
        <FormActions
          cancelLabel={t('link.cancel')}
          onCancel={onClose}
          submitLabel={t(link ? 'link.save' : 'link.create')}
          pending={saving}
          submitTestId="portal-link-save"
        />
      </Stack>
    </form>
  );
}

import { Group, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { CAMPAIGN_DESCRIPTION_MAX, CAMPAIGN_NAME_MAX, CATEGORIES_MAX, CreateCampaignBodySchema, type Campaign } from '@tribuna/contract';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useCampaignMutations } from '../api/campaigns';
import { isoFromLocalInput, localInputFromIso } from '../lib/local-date-time';

interface CampaignFormModalProps {
  clubHash: string;
  opened: boolean;
  onClose: () => void;
  /** The campaign to edit; without it the modal creates one. */
  campaign?: Campaign;
  onCreated?: (campaign: Campaign) => void;
}

/** Create or edit a campaign: name, selling dates, description and categories. */
export function CampaignFormModal({ clubHash, opened, onClose, campaign, onCreated }: CampaignFormModalProps) {
  const { t } = useTranslation('commerce');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(campaign ? 'campaignForm.editTitle' : 'campaignForm.createTitle')}
      closeLabel={t('close')}
    >
      <CampaignForm clubHash={clubHash} campaign={campaign} onClose={onClose} onCreated={onCreated} />
    </FormModal>
  );
}

function CampaignForm({ clubHash, campaign, onClose, onCreated }: Omit<CampaignFormModalProps, 'opened'>) {
  const { t } = useTranslation('commerce');
  const { create, update } = useCampaignMutations(clubHash);
  const [name, setName] = useState(campaign?.name ?? '');
  const [starts, setStarts] = useState(
    campaign ? localInputFromIso(campaign.startingDate) : dayjs().startOf('hour').format('YYYY-MM-DDTHH:mm'),
  );
  const [ends, setEnds] = useState(
    campaign ? localInputFromIso(campaign.endingDate) : dayjs().startOf('hour').add(30, 'day').format('YYYY-MM-DDTHH:mm'),
  );
  const [description, setDescription] = useState(campaign?.description ?? '');
  const [categories, setCategories] = useState<string[]>(campaign?.categories ?? []);
  const { submit, saving, alert, errorOf } = useSaveForm({
    check: CreateCampaignBodySchema,
    save: async (body) => {
      if (campaign) {
        await update.mutateAsync({ campaignHash: campaign.hash, body });
        notify('success', t('campaignForm.updated', { name }));
      } else {
        const created = await create.mutateAsync(body);
        notify('success', t('campaignForm.created', { name }));
        onCreated?.(created);
      }
    },
    onSaved: onClose,
    failure: t(campaign ? 'errors.updateCampaign' : 'errors.createCampaign'),
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      name,
      startingDate: isoFromLocalInput(starts),
      endingDate: isoFromLocalInput(ends),
      description: description.trim() ? description : null,
      categories,
    });
  };

  return (
    <form onSubmit={send} noValidate data-testid="campaign-form">
      <Stack gap="md">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        <TextInput
          label={t('campaignForm.name')}
          required
          maxLength={CAMPAIGN_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errorOf('name')}
          data-autofocus
          data-testid="campaign-name"
        />
        <Group grow align="flex-start">
          <TextInput
            type="datetime-local"
            label={t('campaignForm.starts')}
            required
            value={starts}
            onChange={(event) => setStarts(event.currentTarget.value)}
            error={errorOf('startingDate')}
            data-testid="campaign-starts"
          />
          <TextInput
            type="datetime-local"
            label={t('campaignForm.ends')}
            required
            value={ends}
            onChange={(event) => setEnds(event.currentTarget.value)}
            error={errorOf('endingDate')}
            data-testid="campaign-ends"
          />
        </Group>
        <Textarea
          label={t('campaignForm.description')}

          rows={4}
          maxLength={CAMPAIGN_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errorOf('description')}
        />
        <TagsInput
          label={t('campaignForm.categories')}
          description={t('campaignForm.categoriesHelp')}
          maxTags={CATEGORIES_MAX}
          value={categories}
          onChange={setCategories}
          error={errorOf('categories')}
        />
        <FormActions
          cancelLabel={t('cancel')}
          onCancel={onClose}
          submitLabel={t(campaign ? 'save' : 'campaignForm.create')}
          pending={saving}
          submitTestId="campaign-save"
        />
      </Stack>
    </form>
  );
}

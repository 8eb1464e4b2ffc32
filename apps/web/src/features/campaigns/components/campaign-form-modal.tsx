import { Button, Group, Modal, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { CAMPAIGN_DESCRIPTION_MAX, CAMPAIGN_NAME_MAX, CATEGORIES_MAX, CreateCampaignBodySchema, type Campaign } from '@tribuna/contract';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApiError, translateFieldError, validateWith, type FieldErrors } from '../../../components/forms/field-errors';
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(campaign ? 'campaignForm.editTitle' : 'campaignForm.createTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {opened && <CampaignForm clubHash={clubHash} campaign={campaign} onClose={onClose} onCreated={onCreated} />}
    </Modal>
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const errorOf = (field: string) => errors[field]?.map((problem) => translateFieldError(t, problem)).join(' ');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name,
      startingDate: isoFromLocalInput(starts),
      endingDate: isoFromLocalInput(ends),
      description: description.trim() ? description : null,
      categories,
    };
    const checked = validateWith(CreateCampaignBodySchema, body);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    try {
      if (campaign) {
        await update.mutateAsync({ campaignHash: campaign.hash, body });
        notify('success', t('campaignForm.updated', { name }));
      } else {
        const created = await create.mutateAsync(body);
        notify('success', t('campaignForm.created', { name }));
        onCreated?.(created);
      }
      onClose();
    } catch (error) {
      const fields = fieldErrorsFromApiError(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(t(campaign ? 'errors.updateCampaign' : 'errors.createCampaign'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="campaign-form">
      <Stack gap="md">
        {failure && (
          <Notice tone="danger" role="alert">
            {failure}
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
        <Group justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} data-testid="campaign-save">
            {t(campaign ? 'save' : 'campaignForm.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

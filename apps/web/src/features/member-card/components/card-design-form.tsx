import { Button, Card, Checkbox, ColorInput, Group, Stack, Switch, Text, Title } from '@mantine/core';
import {
  CARD_DESIGN_FIELDS,
  CardColourSchema,
  UpdateCardDesignBodySchema,
  type CardDesign,
  type UpdateCardDesignBody,
} from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApiError, translateFieldError, validateWith, type FieldErrors } from '../../../components/forms/field-errors';
import { notify } from '../../../lib/notify';
import { useUpdateCardDesign } from '../api/update-card-design';
import { sampleCard } from '../lib/sample-card';
import { CardBackgroundField } from './card-background-field';
import { MemberCardView } from './member-card-view';

type Draft = Omit<UpdateCardDesignBody, 'removeBackground'>;

const draftOf = ({ backgroundImage: _picture, ...draft }: CardDesign): Draft => draft;
/** A colour still being typed keeps the preview on the last one that was valid. */
const validColour = (value: string, fallback: string) => (CardColourSchema.safeParse(value).success ? value : fallback);

interface CardDesignFormProps {
  clubHash: string;
  club: { name: string; logo: string | null };
  /** The design as saved (the form starts from it). */
  saved: CardDesign;
}

/** The design's controls beside a live preview of a member's card drawn with them. */
export function CardDesignForm({ clubHash, club, saved }: CardDesignFormProps) {
  const { t } = useTranslation('card');
  const save = useUpdateCardDesign(clubHash);
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [removing, setRemoving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const errorOf = (field: string) => errors[field]?.map((code) => translateFieldError(t, code)).join(' ');

  const previewDesign: CardDesign = {
    ...draft,
    primaryColour: validColour(draft.primaryColour, saved.primaryColour),
    secondaryColour: validColour(draft.secondaryColour, saved.secondaryColour),
    backgroundImage: removing ? null : saved.backgroundImage,
  };
  const preview = sampleCard(
    { hash: clubHash, ...club },
    { name: t('design.sample.name'), surname: t('design.sample.surname') },
    previewDesign,
  );

  const submit = () => {
    const checked = validateWith(UpdateCardDesignBodySchema, { ...draft, ...(removing && { removeBackground: true }) });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: () => {
        setRemoving(false);
        notify('success', t('design.saved'));
      },
      onError: (error) => {
        const found = fieldErrorsFromApiError(error);
        setErrors(found);
        if (!Object.keys(found).length) notify('error', t('design.saveError'));
      },
    });
  };

  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Card withBorder radius="lg" padding="lg" style={{ flex: '1 1 20rem', maxWidth: '32rem' }}>
        <Stack gap="md">
          <Switch
            label={t('design.showLogo')}
            checked={draft.showLogo}
            onChange={(event) => setDraft({ ...draft, showLogo: event.currentTarget.checked })}
            data-testid="card-design-logo"
          />
          <ColorInput
            label={t('design.primaryColour')}
            description={t('design.colourHint')}
            format="hex"
            value={draft.primaryColour}
            onChange={(primaryColour) => setDraft({ ...draft, primaryColour })}
            error={errorOf('primaryColour')}
            data-testid="card-design-primary"
          />
          <ColorInput
            label={t('design.secondaryColour')}
            format="hex"
            value={draft.secondaryColour}
            onChange={(secondaryColour) => setDraft({ ...draft, secondaryColour })}
            error={errorOf('secondaryColour')}
            data-testid="card-design-secondary"
          />
          <Checkbox.Group
            label={t('design.fieldsLegend')}
            value={CARD_DESIGN_FIELDS.filter((field) => draft.fields[field])}
            onChange={(shown) =>
              setDraft({ ...draft, fields: Object.fromEntries(CARD_DESIGN_FIELDS.map((f) => [f, shown.includes(f)])) as Draft['fields'] })
            }
          >
            <Stack gap="xs" mt="xs">
              {CARD_DESIGN_FIELDS.map((field) => (
                <Checkbox key={field} value={field} label={t(`design.fields.${field}`)} data-testid={`card-design-field-${field}`} />
              ))}
            </Stack>
          </Checkbox.Group>
          <CardBackgroundField
            clubHash={clubHash}
            hasPicture={saved.backgroundImage !== null}
            removing={removing}
            onRemoveChange={setRemoving}
          />
          <Group justify="flex-end">
            <Button onClick={submit} loading={save.isPending} data-testid="card-design-save">
              {t('design.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Stack gap="sm" style={{ flex: '1 1 20rem' }} component="section" aria-labelledby="card-design-preview">
        <Title order={2} size="h3" id="card-design-preview">
          {t('design.preview')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('design.previewHint')}
        </Text>
        <div data-testid="card-design-preview">
          <MemberCardView card={preview} />
        </div>
      </Stack>
    </Group>
  );
}

import { Group, Stack, Text, TextInput } from '@mantine/core';
import { EVENT_VENUE_MAX } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';

interface ProductEventFieldsProps {
  /** A `datetime-local` value ('' when not given). */
  startsAt: string;
  venue: string;
  onStartsAtChange: (value: string) => void;
  onVenueChange: (value: string) => void;
  errorOf: (field: string) => string | undefined;
}

/** A ticket's event, both optional: when it starts and where; printed on the ticket, its PDF and the shop. */
export function ProductEventFields({ startsAt, venue, onStartsAtChange, onVenueChange, errorOf }: ProductEventFieldsProps) {
  const { t } = useTranslation('commerce');
  return (
    <Stack gap={4} data-testid="product-event">
      <Group grow align="flex-start">
        <TextInput
          type="datetime-local"
          label={t('productForm.eventStartsAt')}
          value={startsAt}
          onChange={(event) => onStartsAtChange(event.currentTarget.value)}
          error={errorOf('eventStartsAt')}
          data-testid="product-event-starts"
        />
        <TextInput
          label={t('productForm.eventVenue')}
          maxLength={EVENT_VENUE_MAX}
          value={venue}
          onChange={(event) => onVenueChange(event.currentTarget.value)}
          error={errorOf('eventVenue')}
          data-testid="product-event-venue"
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('productForm.eventHelp')}
      </Text>
    </Stack>
  );
}

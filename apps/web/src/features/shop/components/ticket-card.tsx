import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Ticket } from '@tribuna/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr/qr-code';
import { readableEventDateTime } from '../../../lib/date-time';

/** Valid, used at the door, or cancelled with its order's refund. */
function TicketState({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('shop');
  if (ticket.cancelled)
    return (
      <Badge variant="light" color="red">
        {t('ticket.cancelled')}
      </Badge>
    );
  if (ticket.usedAt)
    return (
      <Badge variant="light" color="gray">
        {t('ticket.used')}
      </Badge>
    );
  return (
    <Badge variant="light" color="success">
      {t('ticket.valid')}
    </Badge>
  );
}

/** When and where the ticket's event is, when its club said so. */
function TicketEvent({ ticket }: { ticket: Ticket }) {
  const { i18n } = useTranslation('shop');
  if (!ticket.eventStartsAt && !ticket.eventVenue) return null;
  return (
    <div data-testid="ticket-event">
      {ticket.eventStartsAt && (
        <Text size="sm" fw={600} component="time" dateTime={ticket.eventStartsAt} display="block">
          {readableEventDateTime(ticket.eventStartsAt, i18n.language)}
        </Text>
      )}
      {ticket.eventVenue && <Text size="sm">{ticket.eventVenue}</Text>}
    </div>
  );
}

/**
 * One ticket as its holder shows it at the door: the QR code (its unguessable code), what it is
 * for, when and where, its seat and the short reference a person reads out. A cancelled ticket
 * shows no code to scan.
 */
export function TicketCard({ ticket, children }: { ticket: Ticket; children?: ReactNode }) {
  const { t } = useTranslation('shop');
  const name = ticket.option ? `${ticket.product} (${ticket.option})` : ticket.product;
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="ticket">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {!ticket.cancelled && (
          <QrCode
            value={ticket.code}
            label={t('ticket.qrLabel', { product: name })}
            style={{ width: 112, height: 112, flex: 'none' }}
            data-testid="ticket-qr"
          />
        )}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700}>{name}</Text>
            <TicketState ticket={ticket} />
          </Group>
          <TicketEvent ticket={ticket} />
          {ticket.seat && (
            <Text size="sm" data-testid="ticket-seat">
              {t('ticket.seat', ticket.seat)}
            </Text>
          )}
          {children}
          <Text size="sm" c="dimmed" data-testid="ticket-reference">
            {t('ticket.reference', { reference: ticket.reference })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

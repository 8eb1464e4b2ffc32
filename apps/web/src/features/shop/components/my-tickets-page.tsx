import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { MyTicket } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { loginPath, paths } from '../../../config/paths';
import { readableDateTime } from '../../../lib/date-time';
import { useSession } from '../../../lib/session/use-session';
import { ticketsPdfUrl, useMyTickets } from '../api/shop';
import { TicketCard } from './ticket-card';

/** /ecommerce/tickets/list: the signed-in buyer's tickets, upcoming then past events, each with its QR code. */
export function MyTicketsPage() {
  const { t } = useTranslation('shop');
  const session = useSession();
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Title order={1}>{t('tickets.title')}</Title>
      {session ? (
        <TicketsList />
      ) : (
        <Notice tone="info">
          <Anchor component={Link} to={loginPath(paths.ecommerce.tickets)} c="brand.8">
            {t('tickets.signIn')}
          </Anchor>
        </Notice>
      )}
    </Stack>
  );
}

/** A match in play keeps its ticket among the upcoming ones (the door may still ask for it). */
const EVENT_IN_PLAY_MS = 4 * 3_600_000;

/** By its event's start; a ticket whose club gave no event date counts as upcoming until sales end. */
function isUpcoming(ticket: MyTicket, now: number): boolean {
  if (ticket.eventStartsAt) return Date.parse(ticket.eventStartsAt) + EVENT_IN_PLAY_MS > now;
  return Date.parse(ticket.campaign.endingDate) > now;
}

function TicketsList() {
  const { t } = useTranslation('shop');
  const tickets = useMyTickets();
  if (tickets.isPending) return <PlaceholderRows />;
  if (tickets.isError) {
    return (
      <LoadError message={t('tickets.loadError')} retryLabel={t('retry')} onRetry={() => void tickets.refetch()} testId="tickets-error" />
    );
  }
  const now = Date.now();
  const upcoming = tickets.data['hydra:member'].filter((ticket) => isUpcoming(ticket, now));
  // The last event played first: the one a buyer is most likely to look back for.
  const past = tickets.data['hydra:member'].filter((ticket) => !isUpcoming(ticket, now)).reverse();
  if (tickets.data['hydra:member'].length === 0) {
    return (
      <Stack gap={4} data-testid="tickets-empty">
        <Text fw={600}>{t('tickets.empty')}</Text>
        <Text size="sm">{t('tickets.emptyHint')}</Text>
      </Stack>
    );
  }
  return (
    <>
      <TicketGroup title={t('tickets.upcoming')} tickets={upcoming} testId="tickets-upcoming" />
      <TicketGroup title={t('tickets.ended')} tickets={past} testId="tickets-past" />
    </>
  );
}

function TicketGroup({ title, tickets, testId }: { title: string; tickets: MyTicket[]; testId: string }) {
  const { t, i18n } = useTranslation('shop');
  if (tickets.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {tickets.map((ticket) => (
          <TicketCard key={ticket.hash} ticket={ticket}>
            <Text size="sm">
              {ticket.club.name} · {ticket.campaign.name}
            </Text>
            {!ticket.eventStartsAt && (
              <Text size="xs" c="dimmed">
                {t('tickets.until', { date: readableDateTime(ticket.campaign.endingDate, i18n.language) })}
              </Text>
            )}
            <Group gap="md">
              <Anchor component={Link} to={paths.ecommerce.order(ticket.order.hash)} size="sm" c="brand.8">
                {t('tickets.order', { number: ticket.order.purchaseIdentifier })}
              </Anchor>
              {!ticket.cancelled && (
                <Anchor
                  href={ticketsPdfUrl(ticket.order.hash)}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  c="brand.8"
                  data-testid="ticket-pdf"
                >
                  {t('tickets.pdf')}
                </Anchor>
              )}
            </Group>
          </TicketCard>
        ))}
      </Stack>
    </Stack>
  );
}

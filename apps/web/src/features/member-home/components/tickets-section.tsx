import { Card, Stack, Text } from '@mantine/core';
import type { MyTicket, MyTicketList } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { readableEventDateTime } from '../../../lib/date-time';
import { HomeRows, HomeSection } from './home-section';
import { clubShopPath } from './orders-section';

/** The home shows the next few; My tickets has them all, with their QR codes. */
const NEXT_TICKETS = 3;

/** When a ticket stops being "next": its event's start, else the end of its campaign. */
const endsAt = (ticket: MyTicket) => Date.parse(ticket.eventStartsAt ?? ticket.campaign.endingDate);

interface TicketsSectionProps {
  clubHash: string;
  /** The account's tickets in every club (the shop's read, shared with My tickets). */
  tickets: { data?: MyTicketList; isPending: boolean; isError: boolean; refetch: () => unknown };
}

/** "Your tickets": the next valid tickets for this club's events, and the way to all of them. */
export function TicketsSection({ clubHash, tickets }: TicketsSectionProps) {
  const { t } = useTranslation('dashboard');
  const now = Date.now();
  const next = (tickets.data?.['hydra:member'] ?? [])
    .filter((ticket) => ticket.club.hash === clubHash && !ticket.cancelled && !ticket.usedAt && endsAt(ticket) > now)
    .sort((a, b) => endsAt(a) - endsAt(b));
  const links =
    next.length > 0
      ? [{ label: t('home.tickets.all'), to: paths.ecommerce.tickets, testId: 'home-tickets-all' }]
      : [{ label: t('home.shop'), to: clubShopPath(clubHash) }];
  return (
    <HomeSection
      id="home-tickets"
      title={t('home.tickets.title')}
      state={tickets}
      empty={next.length === 0 ? t('home.tickets.empty') : null}
      links={links}
    >
      <HomeRows>
        {next.slice(0, NEXT_TICKETS).map((ticket) => (
          <TicketRow key={ticket.hash} ticket={ticket} />
        ))}
      </HomeRows>
    </HomeSection>
  );
}

function TicketRow({ ticket }: { ticket: MyTicket }) {
  const { t, i18n } = useTranslation('shop');
  const name = ticket.option ? `${ticket.product} (${ticket.option})` : ticket.product;
  const when = ticket.eventStartsAt ? readableEventDateTime(ticket.eventStartsAt, i18n.language) : null;
  return (
    <li>
      <Card withBorder radius="md" padding="sm" data-testid="home-ticket">
        <Stack gap={2}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm">{[when, ticket.eventVenue].filter(Boolean).join(' · ') || ticket.campaign.name}</Text>
          {ticket.seat && (
            <Text size="sm" c="dimmed">
              {t('ticket.seat', ticket.seat)}
            </Text>
          )}
        </Stack>
      </Card>
    </li>
  );
}

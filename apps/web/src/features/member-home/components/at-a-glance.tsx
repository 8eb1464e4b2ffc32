import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MyHome } from '@tribuna/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trainingTime } from '../lib/when';

/** What the home says of the charges still owed (the Payments page's read, summed by the route). */
export type ChargesDue = { count: number; amount: number; nextDueOn: string | null; overdue: number };

interface AtAGlanceProps {
  home: MyHome | undefined;
  /** Unread threads (the menu badge's count) and where they are read; null: not shown. */
  unread: { count: number; to: string } | null;
  /** Charges still owed and where they are paid; null: the club has no members' area (no Payments). */
  charges: { due: ChargesDue | undefined; to: string } | null;
}

/**
 * The top of the member's and guardian's home (issue 25 part 2), what a phone shows first: the next
 * training, the unread messages and the charges due, each a tile that opens its page.
 */
export function AtAGlance({ home, unread, charges }: AtAGlanceProps) {
  const { t, i18n } = useTranslation('dashboard');
  const next = home?.nextTraining ?? null;
  const person = next ? home?.people.find((p) => p.hash === next.personHash) : undefined;
  const team = person?.teams.find((tm) => tm.hash === next?.teamHash);
  const money = (cents: number) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' }).format(cents / 100);
  return (
    <Stack component="section" gap="sm" aria-labelledby="home-glance" data-testid="home-glance">
      <Title order={2} size="h3" id="home-glance">
        {t('home.glance.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {home && (
          <Tile testId="home-next-training" title={t('home.training.title')}>
            {next && team && person ? (
              <>
                <Text fw={700}>
                  {person.relation === 'child' ? t('home.training.whoTeam', { name: person.name, team: team.name }) : team.name}
                </Text>
                <Text size="sm">{trainingTime(next.startAt, next.endAt, home.timeZone, i18n.language)}</Text>
                {next.place && (
                  <Text size="sm" c="dimmed">
                    {next.place}
                  </Text>
                )}
              </>
            ) : (
              <Text size="sm">{t('home.training.noneAtAll')}</Text>
            )}
          </Tile>
        )}
        {unread && (
          <Tile testId="home-unread" title={t('home.unread.title')} to={unread.to}>
            <Text fw={700} fz="xl" data-testid="home-unread-count">
              {unread.count}
            </Text>
            <Text size="sm">{unread.count > 0 ? t('home.unread.some', { count: unread.count }) : t('home.unread.none')}</Text>
          </Tile>
        )}
        {charges && (
          <Tile testId="home-charges-due" title={t('home.charges.title')} to={charges.to}>
            {charges.due === undefined ? (
              <Text size="sm" c="dimmed">
                …
              </Text>
            ) : charges.due.count > 0 ? (
              <>
                <Text fw={700} fz="xl" data-testid="home-charges-due-amount">
                  {money(charges.due.amount)}
                </Text>
                <Text size="sm">{t('home.charges.some', { count: charges.due.count })}</Text>
                {charges.due.overdue > 0 ? (
                  <Text size="sm" fw={600} c="red.9">
                    {t('home.charges.overdue', { count: charges.due.overdue })}
                  </Text>
                ) : (
                  charges.due.nextDueOn && (
                    <Text size="sm" c="dimmed">
                      {t('home.charges.nextDue', {
                        date: new Date(`${charges.due.nextDueOn}T12:00:00Z`).toLocaleDateString(i18n.language, {
                          day: 'numeric',
                          month: 'long',
                          timeZone: 'UTC',
                        }),
                      })}
                    </Text>
                  )
                )}
              </>
            ) : (
              <Text size="sm">{t('home.charges.none')}</Text>
            )}
          </Tile>
        )}
      </SimpleGrid>
    </Stack>
  );
}

function Tile({ title, to, testId, children }: { title: string; to?: string; testId: string; children: ReactNode }) {
  const body = (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
  return to ? (
    <Card component={Link} to={to} withBorder radius="md" padding="md" data-testid={testId}>
      {body}
    </Card>
  ) : (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      {body}
    </Card>
  );
}

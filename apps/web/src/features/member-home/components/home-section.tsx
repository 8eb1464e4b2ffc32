import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';

export type SectionLink = { label: string; to: string; testId?: string };

interface HomeSectionProps {
  id: string;
  title: string;
  /** The read behind the section: its rows show once it has answered. */
  state: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Nothing to list: the words that invite (and the links below say where to go). */
  empty: string | null;
  /** Ways on: the full list, the shop, the booking pages. */
  links: SectionLink[];
  children?: ReactNode;
}

/**
 * One block of the member's and guardian's home (tickets, orders, bookings): a heading, its rows
 * (or an inviting empty state), and links onward, stacked so a 375 px phone reads it whole.
 */
export function HomeSection({ id, title, state, empty, links, children }: HomeSectionProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack component="section" gap="sm" aria-labelledby={id} data-testid={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {state.isPending ? (
        <PlaceholderRows />
      ) : state.isError ? (
        <LoadError message={t('home.loadError')} retryLabel={t('home.retry')} onRetry={() => void state.refetch()} testId={`${id}-error`} />
      ) : empty !== null ? (
        <Text data-testid={`${id}-empty`}>{empty}</Text>
      ) : (
        children
      )}
      {links.length > 0 && (
        <Group gap="md" wrap="wrap">
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} fw={600} c="brand.8" data-testid={link.testId}>
              {link.label}
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** The rows of a section: a plain list of bordered cards (no table, so nothing spills off a phone). */
export function HomeRows({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

interface FirstRowsProps<T> {
  rows: T[];
  /** How many show before "See all" (5): a home stays short; the rest is one tap away. */
  first?: number;
  render: (row: T) => ReactNode;
  testId: string;
}

/** The first rows of a long list, and a button that shows the rest. */
export function FirstRows<T>({ rows, first = 5, render, testId }: FirstRowsProps<T>) {
  const { t } = useTranslation('dashboard');
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, first);
  return (
    <>
      <HomeRows>{shown.map(render)}</HomeRows>
      {rows.length > shown.length && (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)} data-testid={testId}>
            {t('home.showAll', { count: rows.length })}
          </Button>
        </Group>
      )}
    </>
  );
}

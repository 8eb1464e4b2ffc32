import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { sortByRoleOrder, type GuardianChildrenResponse } from '@tribuna/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { RoleBadge } from '../../../components/ui/role-badge';
import { isFeatureDisabled, useGuardianChildren } from '../api/get-guardian-children';
import { LoadError } from '../../../components/ui/load-error';

type Child = GuardianChildrenResponse['children'][number];

interface GuardianChildrenSectionProps {
  clubHash: string;
  /** Where a child's card is shown (My ID, anchored to that child); absent without the private area. */
  cardLink?: (childHash: string) => string;
  /** More of a child under their name (the home adds their teams and next training), by the child's profile hashes. */
  extra?: (profileHashes: readonly string[]) => ReactNode;
}

/** The guardian overview's "My children": each child with category, roles, status and what to do for them. */
export function GuardianChildrenSection({ clubHash, cardLink, extra }: GuardianChildrenSectionProps) {
  const { t } = useTranslation('card');
  const query = useGuardianChildren(clubHash);
  const children = query.data?.children ?? [];
  return (
    <Stack component="section" gap="sm" aria-labelledby="my-children" data-testid="guardian-children">
      <Title order={2} size="h3" id="my-children">
        {t('family.heading')}
      </Title>
      {query.isPending && <PlaceholderRows />}
      {query.isError &&
        (isFeatureDisabled(query.error) ? (
          <Notice tone="info" data-testid="guardian-children-disabled">
            {t('family.featureOff')}
          </Notice>
        ) : (
          <LoadError
            message={t('family.loadError')}
            retryLabel={t('page.retry')}
            onRetry={() => void query.refetch()}
            testId="guardian-children-error"
          />
        ))}
      {query.isSuccess && children.length === 0 && <Text data-testid="guardian-children-empty">{t('family.empty')}</Text>}
      {children.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {children.map((child) => (
            <li key={child.id}>
              <ChildItem child={child} cardLink={cardLink?.(child.id)} extra={extra?.([child.id, ...child.profiles.map((p) => p.id)])} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ChildItem({ child, cardLink, extra }: { child: Child; cardLink: string | undefined; extra?: ReactNode }) {
  const { t } = useTranslation('card');
  const name = `${child.name} ${child.surname}`;
  // A child may hold several profiles (athlete and member): show each role once.
  const roles = [...new Set(sortByRoleOrder(child.profiles.length ? child.profiles : [child]).map((p) => p.role))];
  return (
    <Card withBorder radius="md" padding="md" data-testid="guardian-child" data-person={child.id}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Text fw={700}>{name}</Text>
          <Group gap="xs">
            {roles.map((role) => (
              <RoleBadge key={role} role={role} />
            ))}
            <Text size="sm" c="dimmed">
              {child.category ? t('family.category', { category: t(`categories.${child.category}`) }) : t('family.noCategory')}
            </Text>
            <Badge color={child.enabled ? 'success' : 'red.9'} variant="filled" size="sm" data-testid="guardian-child-status">
              {t(child.enabled ? 'family.enabled' : 'family.disabled')}
            </Badge>
          </Group>
          {extra}
        </Stack>
        {cardLink && (
          <Button
            component={Link}
            to={cardLink}
            variant="outline"
            aria-label={t('family.seeCardOf', { name })}
            data-testid="guardian-child-card"
          >
            {t('family.seeCard')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

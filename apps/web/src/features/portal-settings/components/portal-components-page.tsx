import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { PORTAL_COMPONENTS_PAGE_SIZE, type PortalComponent } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { notify } from '../../../lib/notify';
import { usePortalComponents, usePortalMutations } from '../api/portal-components';
import { PortalLinkModal } from './portal-link-modal';

/** Catalogue keys cannot hold a dot: member.registration → memberRegistration. */
const coreKey = (name: string) => name.replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * The public portal's components (issue 11 part 2), 10 a page: the four core ones (enable,
 * highlight, order) and the club's custom links (also edit and remove). Visitors see the enabled
 * ones whose area is available, at /p/{short}.
 */
export function PortalComponentsPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('portal');
  const [page, setPage] = useState(1);
  const list = usePortalComponents(clubHash, page);
  const { update, remove } = usePortalMutations(clubHash);
  const [editing, setEditing] = useState<PortalComponent | 'new' | null>(null);
  const [removing, setRemoving] = useState<PortalComponent | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const items = list.data?.['hydra:member'] ?? [];
  const total = list.data?.['hydra:totalItems'] ?? 0;
  const labelOf = (component: PortalComponent) => (component.core ? t(`core.${coreKey(component.name)}`) : component.name);
  const change = (component: PortalComponent, body: { enabled?: boolean; highlighted?: boolean; order?: number }, done?: string) =>
    update.mutate(
      { id: component.id, body },
      {
        onSuccess: () => done && setAnnouncement(done),
        onError: () => notify('error', t('errors.update')),
      },
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Button onClick={() => setEditing('new')} data-testid="portal-add-link">
          {t('list.addLink')}
        </Button>
      </Group>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {list.isPending && <PlaceholderRows />}
      {list.isError && (
        <LoadError message={t('errors.load')} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} testId="portal-error" />
      )}
      {items.length > 0 && (
        <Stack
          component="ol"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('list.label')}
          data-testid="portal-components"
        >
          {items.map((component) => (
            <Paper component="li" key={component.id} withBorder radius="md" p="sm" data-testid="portal-component-row">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fw={600}>{labelOf(component)}</Text>
                    <Badge variant="light" color={component.core ? 'brand' : 'gray'}>
                      {t(component.core ? 'list.core' : 'list.link')}
                    </Badge>
                  </Group>
                  {component.properties.href && (
                    <Anchor href={component.properties.href} target="_blank" rel="noopener noreferrer" size="sm" c="brand.8" lineClamp={1}>
                      {component.properties.href}
                    </Anchor>
                  )}
                </div>
                <Group gap="sm" wrap="wrap">
                  <Switch
                    label={t('list.enabled')}
                    checked={component.enabled}
                    onChange={(event) => change(component, { enabled: event.currentTarget.checked })}
                    aria-label={t('list.enabledOf', { name: labelOf(component) })}
                  />
                  <Switch
                    label={t('list.highlighted')}
                    checked={component.highlighted}
                    onChange={(event) => change(component, { highlighted: event.currentTarget.checked })}
                    aria-label={t('list.highlightedOf', { name: labelOf(component) })}
                  />
                  <ActionIcon
                    variant="outline"
                    color="brand.8"
                    disabled={component.order === 0 || update.isPending}
                    onClick={() =>
                      change(
                        component,
                        { order: component.order - 1 },
                        t('list.moved', { name: labelOf(component), position: component.order }),
                      )
                    }
                    aria-label={t('list.moveUp', { name: labelOf(component) })}
                  >
                    <span aria-hidden="true">↑</span>
                  </ActionIcon>
                  <ActionIcon
                    variant="outline"
                    color="brand.8"
                    disabled={component.order >= total - 1 || update.isPending}
                    onClick={() =>
                      change(
                        component,
                        { order: component.order + 1 },
                        t('list.moved', { name: labelOf(component), position: component.order + 2 }),
                      )
                    }
                    aria-label={t('list.moveDown', { name: labelOf(component) })}
                  >
                    <span aria-hidden="true">↓</span>
                  </ActionIcon>
                  {!component.core && (
                    <>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setEditing(component)}
                        aria-label={t('list.editOf', { name: component.name })}
                      >
                        {t('list.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        color="red.9"
                        onClick={() => setRemoving(component)}
                        aria-label={t('list.removeOf', { name: component.name })}
                      >
                        {t('list.remove')}
                      </Button>
                    </>
                  )}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {total > PORTAL_COMPONENTS_PAGE_SIZE && (
        <Pagination
          total={Math.ceil(total / PORTAL_COMPONENTS_PAGE_SIZE)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`list.pages.${control}`) })}
          getItemProps={(n) => ({ 'aria-label': t('list.pages.page', { page: n }) })}
        />
      )}
      <PortalLinkModal
        clubHash={clubHash}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        link={editing && editing !== 'new' ? editing : undefined}
      />
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('list.removeTitle')}>
        <Stack>
          <Text>{t('list.removeConfirm', { name: removing?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="outline" onClick={() => setRemoving(null)}>
              {t('link.cancel')}
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate(removing.id, {
                  onSuccess: () => notify('success', t('list.removed', { name: removing.name })),
                  onError: () => notify('error', t('errors.remove')),
                  onSettled: () => setRemoving(null),
                })
              }
              data-testid="portal-remove-confirm"
            >
              {t('list.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

import { ActionIcon, Anchor, Avatar, Button, Group, Modal, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Sponsor } from '@tribuna/contract';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { notify } from '../../../lib/notify';
import { useSponsorClicks, useSponsors } from '../api/get-sponsors';
import { useDeleteSponsor, useReorderSponsors } from '../api/save-sponsor';
import { move } from '../lib/move';
import { ClicksChart } from './clicks-chart';
import { SponsorFormModal } from './sponsor-form-modal';

/**
 * Sponsors (spec 2: /dashboard/manager/{clubHash}/sponsors): the list in portal order, reordered by
 * dragging or with the move buttons (keyboard), each with its clicks of the last 30 days.
 */
export function SponsorsPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('sponsors');
  const sponsors = useSponsors(clubHash);
  const clicks = useSponsorClicks(clubHash);
  const reorder = useReorderSponsors(clubHash);
  const remove = useDeleteSponsor(clubHash);
  const [editing, setEditing] = useState<Sponsor | 'new' | null>(null);
  const [removing, setRemoving] = useState<Sponsor | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const items = sponsors.data?.['hydra:member'] ?? [];
  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = move(items, from, to);
    reorder.mutate(
      next.map((item) => item.hash),
      {
        onSuccess: () => setAnnouncement(t('list.moved', { name: items[from]!.name, position: to + 1, count: items.length })),
        onError: () => notify('error', t('errors.update')),
      },
    );
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) moveTo(dragged, to);
    setDragged(null);
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.hash, {
      onSuccess: () => notify('success', t('list.removed', { name: removing.name })),
      onError: () => notify('error', t('errors.remove')),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Button onClick={() => setEditing('new')} data-testid="sponsor-add">
          {t('list.add')}
        </Button>
      </Group>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {sponsors.isPending && <PlaceholderRows />}
      {sponsors.isError && (
        <LoadError
          message={t('errors.load')}
          retryLabel={t('list.retry')}
          onRetry={() => void sponsors.refetch()}
          testId="sponsors-error"
        />
      )}
      {sponsors.isSuccess && items.length === 0 && <Text data-testid="sponsors-empty">{t('list.empty')}</Text>}
      {items.length > 0 && (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="sponsors-list" aria-label={t('list.label')}>
          {items.map((sponsor, index) => {
            const stats = clicks.data?.['hydra:member'].find((entry) => entry.sponsorHash === sponsor.hash);
            return (
              <Paper
                component="li"
                key={sponsor.hash}
                withBorder
                radius="md"
                p="sm"
                draggable
                onDragStart={() => setDragged(index)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => onDrop(event, index)}
                onDragEnd={() => setDragged(null)}
                style={{ cursor: 'grab', opacity: dragged === index ? 0.5 : 1 }}
                data-testid="sponsor-row"
              >
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Text c="dimmed" fw={600} w={24} ta="right" aria-hidden="true">
                      {index + 1}
                    </Text>
                    <Avatar src={sponsor.image ?? undefined} alt="" radius="md" size={48} color="brand" variant="filled">
                      {sponsor.name.slice(0, 2).toUpperCase()}
                    </Avatar>
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} lineClamp={1} data-testid="sponsor-name">
                        {sponsor.name}
                      </Text>
                      {sponsor.url ? (
                        <Anchor href={sponsor.url} target="_blank" rel="noopener noreferrer" size="sm" c="brand.8" lineClamp={1}>
                          {sponsor.url}
                        </Anchor>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('list.noLink')}
                        </Text>
                      )}
                    </div>
                  </Group>
                  <Group gap="md" wrap="wrap">
                    {stats && clicks.data && <ClicksChart days={clicks.data.days} clicks={stats.clicks} sponsorName={sponsor.name} />}
                    <Group gap={4} wrap="wrap">
                      <ActionIcon
                        variant="outline"
                        color="brand.8"
                        onClick={() => moveTo(index, index - 1)}
                        disabled={index === 0 || reorder.isPending}
                        aria-label={t('list.moveUp', { name: sponsor.name })}
                        data-testid="sponsor-up"
                      >
                        <span aria-hidden="true">↑</span>
                      </ActionIcon>
                      <ActionIcon
                        variant="outline"
                        color="brand.8"
                        onClick={() => moveTo(index, index + 1)}
                        disabled={index === items.length - 1 || reorder.isPending}
                        aria-label={t('list.moveDown', { name: sponsor.name })}
                        data-testid="sponsor-down"
                      >
                        <span aria-hidden="true">↓</span>
                      </ActionIcon>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setEditing(sponsor)}
                        aria-label={t('list.editOf', { name: sponsor.name })}
                      >
                        {t('list.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        color="red.9"
                        onClick={() => setRemoving(sponsor)}
                        aria-label={t('list.removeOf', { name: sponsor.name })}
                        data-testid="sponsor-remove"
                      >
                        {t('list.remove')}
                      </Button>
                    </Group>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {clicks.isError && <Text c="dimmed">{t('errors.loadClicks')}</Text>}
      <SponsorFormModal
        clubHash={clubHash}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        sponsor={editing && editing !== 'new' ? editing : undefined}
      />
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('list.removeTitle')} data-testid="sponsor-remove-modal">
        <Stack>
          <Text>{t('list.removeConfirm', { name: removing?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="outline" onClick={() => setRemoving(null)}>
              {t('form.cancel')}
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={confirmRemove} data-testid="sponsor-remove-confirm">
              {t('list.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MetricCard, MetricDrillDownKey, MetricFigure } from '@tribuna/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { changeOf, formatDay, formatFigure } from '../lib/format';

// Charts (recharts) load with the first card that draws one, not with the page's first paint.
const MetricChart = lazy(() => import('./metric-chart').then((m) => ({ default: m.MetricChart })));

interface MetricCardViewProps {
  card: MetricCard;
  onRetry: () => void;
  onDrillDown: (list: MetricDrillDownKey, figure: MetricFigure) => void;
}

/**
 * One card of the club's figures: what it counts and over which period, each figure with its
 * change against the previous period and last season, its charts, and the list behind a figure.
 * A card whose figures failed shows spec 8's load error alone; the other cards stand.
 */
export function MetricCardView({ card, onRetry, onDrillDown }: MetricCardViewProps) {
  const { t, i18n } = useTranslation('dashboard');
  const title = t(`metrics.cards.${card.key}.title`);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`metric-${card.key}`}
      data-testid="metric-card"
      data-card={card.key}
      data-status={card.status}
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h4" id={`metric-${card.key}`}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`metrics.cards.${card.key}.counts`)}
          </Text>
        </Stack>
        {card.status === 'error' ? (
          card.reason === 'pending' ? (
            <Text size="sm" data-testid="metric-card-pending">
              {t('metrics.pending')}
            </Text>
          ) : (
            <LoadError message={t('metrics.loadError')} retryLabel={t('home.retry')} onRetry={onRetry} testId="metric-card-error" />
          )
        ) : (
          <>
            <Stack gap="xs">
              {card.figures.map((figure) => (
                <FigureLine key={figure.key} figure={figure} onDrillDown={onDrillDown} />
              ))}
            </Stack>
            <Text size="xs" c="dimmed">
              {periodText(card.figures[0], t, i18n.language)}
            </Text>
            {card.series.length > 0 && (
              <Suspense fallback={<div style={{ height: 180 }} />}>
                <SimpleGrid cols={{ base: 1, sm: card.series.length > 1 ? 2 : 1 }} spacing="md">
                  {card.series.map((series) => (
                    <MetricChart key={series.key} series={series} />
                  ))}
                </SimpleGrid>
              </Suspense>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

function periodText(figure: MetricFigure | undefined, t: T, locale: string): string {
  if (!figure) return '';
  const { kind, from, to } = figure.period;
  return t(`metrics.periods.${kind}`, { from: formatDay(from, locale), to: formatDay(to, locale) });
}

function FigureLine({ figure, onDrillDown }: { figure: MetricFigure; onDrillDown: MetricCardViewProps['onDrillDown'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const label = t(`metrics.figures.${figure.key}`);
  const previous = changeOf(figure.value, figure.previous, figure.unit, i18n.language);
  const lastSeason = changeOf(figure.value, figure.lastSeason, figure.unit, i18n.language);
  return (
    <div data-testid="metric-figure" data-figure={figure.key}>
      <Group justify="space-between" gap="xs" wrap="wrap" align="baseline">
        <Text size="sm">{label}</Text>
        <Text fw={800} fz="xl" data-testid="metric-figure-value">
          {formatFigure(figure.value, figure.unit, i18n.language)}
        </Text>
      </Group>
      <Group gap={6} wrap="wrap">
        {previous && <Change text={t('metrics.vsPrevious', { change: previous.text })} direction={previous.direction} />}
        {lastSeason && <Change text={t('metrics.vsLastSeason', { change: lastSeason.text })} direction={lastSeason.direction} />}
        {figure.drillDown && (
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => onDrillDown(figure.drillDown!, figure)}
            aria-label={t('metrics.drillDown.openNamed', { figure: label })}
            data-testid="metric-drill-down"
          >
            {t('metrics.drillDown.open')}
          </Button>
        )}
      </Group>
    </div>
  );
}

/** A change in words and an arrow (neutral colours: up is not always good, e.g. the churn rate). */
function Change({ text, direction }: { text: string; direction: 'up' | 'down' | 'same' }) {
  const arrow = direction === 'up' ? '↑' : direction === 'down' ? '↓' : '→';
  return (
    <Badge variant="light" color="gray" size="sm" tt="none" fw={500}>
      <span aria-hidden="true">{arrow} </span>
      {text}
    </Badge>
  );
}

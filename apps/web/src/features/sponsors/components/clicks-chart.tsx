import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ClicksChartProps {
  /** YYYY-MM-DD, oldest first. */
  days: string[];
  clicks: number[];
  sponsorName: string;
}

const WIDTH = 150;
const HEIGHT = 36;

/**
 * A sponsor's clicks of the last 30 days as small bars (one per day), with the same numbers in a
 * visually hidden table for screen readers: something a club can show its sponsor.
 */
export function ClicksChart({ days, clicks, sponsorName }: ClicksChartProps) {
  const { t, i18n } = useTranslation('sponsors');
  const max = Math.max(1, ...clicks);
  const bar = WIDTH / Math.max(1, clicks.length);
  const total = clicks.reduce((sum, n) => sum + n, 0);
  const dayLabel = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short' });
  return (
    <figure style={{ margin: 0 }} data-testid="clicks-chart">
      <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {clicks.map((count, index) => {
          const height = Math.max(count > 0 ? 2 : 1, (count / max) * (HEIGHT - 2));
          return (
            <rect
              key={days[index]}
              x={index * bar + 0.5}
              y={HEIGHT - height}
              width={Math.max(1, bar - 1)}
              height={height}
              fill={count > 0 ? 'var(--mantine-color-brand-8)' : 'var(--mantine-color-gray-4)'}
            />
          );
        })}
      </svg>
      <figcaption style={{ fontSize: 'var(--mantine-font-size-xs)' }}>{t('clicks.total', { count: total })}</figcaption>
      <VisuallyHidden>
        <table>
          <caption>{t('clicks.tableCaption', { name: sponsorName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('clicks.day')}</th>
              <th scope="col">{t('clicks.clicks')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <td>{dayLabel(day)}</td>
                <td>{clicks[index] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}

import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paragraphsOf } from '../lib/paragraphs';

interface PolicyDocumentProps {
  /** Heading id, also used for test ids (`gate-<id>`). */
  id: 'privacy' | 'terms';
  title: string;
  version: number;
  url: string | null;
  custom: string | null;
  basicInfo?: string | null;
}

/** One document of the gate: its own text as plain paragraphs, or a link to where it lives. */
export function PolicyDocument({ id, title, version, url, custom, basicInfo }: PolicyDocumentProps) {
  const { t } = useTranslation('settings');
  const summary = paragraphsOf(basicInfo);
  const body = paragraphsOf(custom);
  const headingId = `gate-${id}-title`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-testid={`gate-${id}`}>
      <Title order={3} size="h4" id={headingId}>
        {title}{' '}
        <Text span size="sm" c="dimmed" fw={400}>
          {t('gate.version', { version })}
        </Text>
      </Title>
      {summary.map((paragraph, index) => (
        <Text key={`s${index}`} size="sm" fw={600} style={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
      {body.map((paragraph, index) => (
        <Text key={`p${index}`} size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {paragraph}
        </Text>
      ))}
      {url && (
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" data-testid={`gate-${id}-link`}>
          {t('gate.openLink', { document: title })}
        </Anchor>
      )}
      {!url && body.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('gate.empty')}
        </Text>
      )}
    </Stack>
  );
}

import { Anchor, Card, List, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface SupportSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro?: string;
  /** The space under the intro (the contact form wants more than a list or a link). */
  introGap?: 'sm' | 'md';
  children: ReactNode;
}

/** One card of a Support page: a section named by its heading, an optional dimmed intro, then its content. */
export function SupportSection({ id, title, intro, introGap = 'sm', children }: SupportSectionProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" mb={introGap}>
          {intro}
        </Text>
      )}
      {children}
    </Card>
  );
}

/** Help with the product's common tasks: links to the pages that do them, then how to change the password. */
export function SupportHelpLinks({ links }: { links: { to: string; label: string }[] }) {
  const { t } = useTranslation('support');
  return (
    <List spacing="xs">
      {links.map(({ to, label }) => (
        <List.Item key={to}>
          <Anchor component={Link} to={to} c="brand.8">
            {label}
          </Anchor>
        </List.Item>
      ))}
      <List.Item>
        <Text span>{t('help.password')}</Text>
      </List.Item>
    </List>
  );
}

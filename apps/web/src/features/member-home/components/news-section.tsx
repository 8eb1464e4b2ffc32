import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { MyHomeNews } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeRows, HomeSection } from './home-section';

interface NewsSectionProps {
  state: { isPending: boolean; isError: boolean; refetch: () => unknown };
  news: MyHomeNews[];
  /** A thread's page in the reader's messages. */
  threadLink: (threadHash: string) => string;
  /** All of one's messages. */
  allLink: string;
}

/** The club's news: the latest messages from its mailboxes (announcements, broadcasts), each opening its thread. */
export function NewsSection({ state, news, threadLink, allLink }: NewsSectionProps) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <HomeSection
      id="home-news"
      title={t('home.news.title')}
      state={state}
      empty={news.length === 0 ? t('home.news.empty') : null}
      links={[{ label: t('home.news.all'), to: allLink, testId: 'home-news-all' }]}
    >
      <HomeRows>
        {news.map((item) => (
          <li key={item.threadHash}>
            <Card component={Link} to={threadLink(item.threadHash)} withBorder radius="md" padding="sm" data-testid="home-news-item">
              <Stack gap={2}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={item.unread ? 800 : 600} style={{ overflowWrap: 'anywhere' }}>
                    {item.subject}
                  </Text>
                  {item.unread && (
                    <Badge size="sm" color="accent" variant="filled" data-testid="home-news-unread">
                      {t('home.news.unread')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {t('home.news.from', {
                    from: item.from,
                    date: new Date(item.at).toLocaleDateString(i18n.language, {
                      day: 'numeric',
                      month: 'short',
                      timeZone: 'Europe/Madrid',
                    }),
                  })}
                </Text>
                {item.excerpt && (
                  <Text size="sm" lineClamp={2}>
                    {item.excerpt}
                  </Text>
                )}
              </Stack>
            </Card>
          </li>
        ))}
      </HomeRows>
    </HomeSection>
  );
}

import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { downloadClubExport, downloadPersonExport } from '../api/data-exports';
import { ErasureModal } from './erasure-modal';
import { ErasureRequestsList } from './erasure-requests-list';
import { PersonFinder, type ChosenPerson } from './person-finder';

/**
 * Administration → Data rights (issue 25 part 4): a person's export (JSON, PDF) and erasure
 * request, the club's erasure requests with their deadlines, and the whole club's export.
 */
export function DataRightsPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('rights');
  const [person, setPerson] = useState<ChosenPerson | null>(null);
  const [erasing, setErasing] = useState<ChosenPerson | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (what: string, work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
      notify('success', t('rights.exported'));
    } catch {
      notify('error', t('rights.exportError'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('rights.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('rights.intro')}
        </Text>
      </Stack>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rights-person-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="rights-person-title">
            {t('rights.personTitle')}
          </Title>
          <PersonFinder clubHash={clubHash} chosen={person} onChoose={setPerson} testId="rights-person" />
          {person && (
            <>
              <Group gap="xs" wrap="wrap">
                <Button
                  onClick={() => void download('json', () => downloadPersonExport(clubHash, person.hash, 'json'))}
                  loading={busy === 'json'}
                  data-testid="rights-export-json"
                >
                  {t('rights.exportJson')}
                </Button>
                <Button
                  variant="light"
                  onClick={() => void download('pdf', () => downloadPersonExport(clubHash, person.hash, 'pdf'))}
                  loading={busy === 'pdf'}
                  data-testid="rights-export-pdf"
                >
                  {t('rights.exportPdf')}
                </Button>
                <Button color="red" variant="outline" onClick={() => setErasing(person)} data-testid="rights-erase">
                  {t('rights.requestErasure')}
                </Button>
              </Group>
              <Text size="xs" c="dimmed">
                {t('rights.exportHint')}
              </Text>
            </>
          )}
        </Stack>
      </Paper>

      <Stack gap="sm" component="section" aria-labelledby="rights-requests-title">
        <Title order={2} size="h4" id="rights-requests-title">
          {t('rights.requestsTitle')}
        </Title>
        <ErasureRequestsList clubHash={clubHash} />
      </Stack>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rights-club-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="rights-club-title">
            {t('rights.clubTitle')}
          </Title>
          <Text size="sm">{t('rights.clubIntro')}</Text>
          <Button
            variant="default"
            w="fit-content"
            onClick={() => void download('club', () => downloadClubExport(clubHash))}
            loading={busy === 'club'}
            data-testid="rights-club-export"
          >
            {t('rights.clubExport')}
          </Button>
        </Stack>
      </Paper>

      <ErasureModal clubHash={clubHash} person={erasing} onClose={() => setErasing(null)} />
    </Stack>
  );
}

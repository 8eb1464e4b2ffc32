import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { PEOPLE_IMPORT_FIELDS } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/api-client';
import { csvBlob, csvText, delimiterFor } from '../lib/csv-text';
import { REQUIRED_FIELDS } from '../lib/import-mapping';

/** What the file may hold, and an empty template with those headers in the reader's language. */
export function ExpectedColumns() {
  const { t, i18n } = useTranslation('imports');

  const downloadTemplate = () => {
    const headers = PEOPLE_IMPORT_FIELDS.map((field) => t(`fields.${field}`));
    saveBlob(csvBlob(csvText([headers], delimiterFor(i18n.language))), t('upload.templateFileName'));
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby="import-columns-title">
      <Title order={3} size="h4" id="import-columns-title">
        {t('upload.columnsTitle')}
      </Title>
      <Text size="sm">{t('upload.columnsIntro')}</Text>
      <List spacing={6} size="sm" data-testid="expected-columns">
        {PEOPLE_IMPORT_FIELDS.map((field) => (
          <List.Item key={field}>
            <Group gap={6} wrap="wrap" component="span">
              <Text component="span" fw={600} size="sm">
                {t(`fields.${field}`)}
              </Text>
              {REQUIRED_FIELDS.includes(field) && (
                <Badge component="span" size="xs" color="brand.8" variant="filled">
                  {t('upload.required')}
                </Badge>
              )}
              <Text component="span" size="sm" c="dimmed">
                {t(`fieldHints.${field}`)}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
      <Group>
        <Button variant="outline" onClick={downloadTemplate} data-testid="download-template">
          {t('upload.template')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { notify } from '../../../lib/notify';
import { useExportPeople } from '../api/export-people';
import type { PeopleList } from '../lib/people-list-filters';
import { exportApiQuery, exportFileName, type ExportFormat, type PeopleListState } from '../lib/people-list-state';

interface ExportMenuProps {
  clubHash: string;
  list: PeopleList;
  /** The list as shown: the file has the same search, filters and order (every page). */
  state: PeopleListState;
  disabled?: boolean;
}

const FORMATS: ExportFormat[] = ['csv', 'xlsx'];

/** Export › CSV or Excel of the current filtered list. */
export function ExportMenu({ clubHash, list, state, disabled }: ExportMenuProps) {
  const { t } = useTranslation('people');
  const download = useExportPeople(clubHash);

  const start = (format: ExportFormat) =>
    download.mutate(
      { query: exportApiQuery(list, state, format), fileName: exportFileName(list, format) },
      { onError: () => notify('error', t('export.failed')) },
    );

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={download.isPending}
          loaderProps={{ type: 'dots' }}
          disabled={disabled}
          rightSection={<Icon name="chevronDown" size={16} aria-hidden />}
          aria-label={download.isPending ? t('export.downloading') : undefined}
          data-testid="people-export"
        >
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => start(format)} data-testid={`people-export-${format}`}>
            {t(`export.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

import { Badge, Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { OrderImportResult } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorReason, fieldErrorsFromApiError, translateFieldError } from '../../../components/forms/field-errors';
import { Notice } from '../../../components/ui/notice';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useImportOrders } from '../api/sales';

interface ImportOrdersModalProps {
  clubHash: string;
  campaignHash: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Orders paid elsewhere, from a CSV file (feature allow_import_orders): the file is checked first
 * and every row shown with its errors; the import writes all rows or none.
 */
export function ImportOrdersModal({ opened, onClose, ...rest }: ImportOrdersModalProps) {
  const { t } = useTranslation('commerce');
  return (
    <Modal opened={opened} onClose={onClose} size="xl" title={t('import.title')} closeButtonProps={{ 'aria-label': t('close') }}>
      {opened && <ImportOrders {...rest} onClose={onClose} />}
    </Modal>
  );
}

function ImportOrders({ clubHash, campaignHash, onClose }: Omit<ImportOrdersModalProps, 'opened'>) {
  const { t, i18n } = useTranslation('commerce');
  const run = useImportOrders(clubHash, campaignHash);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<OrderImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (commit: boolean) => {
    if (!file) return;
    setFailure(null);
    try {
      const result = await run.mutateAsync({ file, commit });
      setPreview(result);
      if (result.committed) {
        notify('success', t('import.done', { count: result.created }));
        onClose();
      }
    } catch (error) {
      const problem = Object.values(fieldErrorsFromApiError(error))[0]?.[0] ?? errorReason(error);
      setFailure(problem ? translateFieldError(t, problem) : t('errors.importOrders'));
    }
  };

  return (
    <Stack gap="md" data-testid="import-orders">
      <Text size="sm">{t('import.help')}</Text>
      <FileInput
        label={t('import.file')}
        accept=".csv,text/csv"
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          setPreview(null);
        }}
        clearable
        data-testid="import-file"
      />
      {failure && (
        <Notice tone="danger" role="alert">
          {failure}
        </Notice>
      )}
      {preview && (
        <Stack gap="xs">
          <Text fw={600} data-testid="import-summary">
            {t('import.summary', { total: preview.totalRows, invalid: preview.invalidRows })}
          </Text>
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('import.line')}</Table.Th>
                  <Table.Th>{t('orders.buyer')}</Table.Th>
                  <Table.Th>{t('orders.products')}</Table.Th>
                  <Table.Th ta="right">{t('orders.amount')}</Table.Th>
                  <Table.Th>{t('import.check')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map((row) => (
                  <Table.Tr key={row.line} data-testid="import-row">
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.name}</Text>
                      <Text size="xs" c="dimmed">
                        {row.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {row.quantity ?? '?'} × {row.option ? `${row.product} (${row.option})` : row.product}
                    </Table.Td>
                    <Table.Td ta="right">{row.amount === null ? '' : formatMoney(row.amount, i18n.language)}</Table.Td>
                    <Table.Td>
                      {row.errors.length === 0 ? (
                        <Badge variant="light" color="success">
                          {t('import.ok')}
                        </Badge>
                      ) : (
                        <Text size="sm" c="red.9" data-testid="import-row-error">
                          {row.errors.map((error) => translateFieldError(t, error.code)).join(' ')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button
          variant="outline"
          disabled={!file}
          loading={run.isPending && !preview}
          onClick={() => void send(false)}
          data-testid="import-check"
        >
          {t('import.checkFile')}
        </Button>
        <Button
          disabled={!preview || preview.invalidRows > 0 || preview.totalRows === 0}
          loading={run.isPending && preview !== null}
          onClick={() => void send(true)}
          data-testid="import-commit"
        >
          {t('import.commit', { count: preview?.totalRows ?? 0 })}
        </Button>
      </Group>
    </Stack>
  );
}

import { Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * One column of a records list. On a phone each record is a card: the `title` column heads it,
 * `plain` and `dimmed` columns are lines without their label (the value says what it is), and the
 * others read "Label: value".
 */
export interface RecordColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  card?: 'title' | 'plain' | 'dimmed' | 'labelled';
}

interface RecordsListProps<Row> {
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: RecordColumn<Row>[];
  /** Buttons of a record: the table's last (unlabelled) column, a card's last line. */
  actions: (row: Row) => ReactNode;
  /** The screen-reader name of the actions column. */
  actionsLabel: string;
  testIds: { table: string; cards: string; row: string };
}

function CardLine<Row>({ column, row }: { column: RecordColumn<Row>; row: Row }) {
  const value = column.cell(row);
  switch (column.card) {
    case 'title':
      return (
        <Text fw={600} component="div">
          {value}
        </Text>
      );
    case 'plain':
      return <Text size="sm">{value}</Text>;
    case 'dimmed':
      return (
        <Text size="sm" c="dimmed">
          {value}
        </Text>
      );
    default:
      return (
        <Text size="sm">
          {column.label}: {value}
        </Text>
      );
  }
}

/**
 * A club's records (calendars, pricing policies…): a table from a tablet up; on a phone one card a
 * record, so nothing is read by scrolling sideways through the columns.
 */
export function RecordsList<Row>({ rows, rowKey, columns, actions, actionsLabel, testIds }: RecordsListProps<Row>) {
  const phone = useMediaQuery('(max-width: 36em)');

  if (phone) {
    return (
      <Stack gap="sm" data-testid={testIds.cards}>
        {rows.map((row) => (
          <Paper key={rowKey(row)} withBorder radius="md" p="sm" data-testid={testIds.row}>
            <Stack gap={4}>
              {columns.map((column) => (
                <CardLine key={column.label} column={column} row={row} />
              ))}
              {actions(row)}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
      <Table striped data-testid={testIds.table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label}>{column.label}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>{actionsLabel}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={testIds.row}>
              {columns.map((column) => (
                <Table.Td key={column.label}>{column.cell(row)}</Table.Td>
              ))}
              <Table.Td>{actions(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

interface EditRemoveActionsProps {
  editText: string;
  removeText: string;
  /** Screen-reader names that say which record (several "Edit" buttons stand on one page). */
  editLabel?: string;
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
}

/** The usual actions of a record in a RecordsList: edit, and remove in red. */
export function EditRemoveActions({ editText, removeText, editLabel, removeLabel, onEdit, onRemove }: EditRemoveActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button size="compact-sm" variant="default" onClick={onEdit} aria-label={editLabel}>
        {editText}
      </Button>
      <Button size="compact-sm" variant="subtle" color="red" onClick={onRemove} aria-label={removeLabel}>
        {removeText}
      </Button>
    </Group>
  );
}

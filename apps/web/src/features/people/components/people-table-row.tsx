import { Anchor, Badge, Table, VisuallyHidden } from '@mantine/core';
import type { Person } from '@tribuna/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RoleBadge } from '../../../components/ui/role-badge';
import { paths } from '../../../config/paths';
import type { ColumnKey, PeopleColumn } from '../lib/people-list-columns';
import classes from './people-table.module.css';

interface PeopleTableRowProps {
  clubHash: string;
  person: Person;
  columns: PeopleColumn[];
  formatDate: (value: string) => string;
}

/** Free text long enough to wrap: the table then fits a 1366 px laptop beside the menu. */
const WRAPPING: readonly ColumnKey[] = ['surname', 'email'];

/** An address may break before its "@" (never inside a name or domain). */
function EmailText({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at <= 0) return value;
  return (
    <>
      {value.slice(0, at)}
      <wbr />
      {value.slice(at)}
    </>
  );
}

/** One person: the name links to their page; empty fields read as "Not provided". */
export function PeopleTableRow({ clubHash, person, columns, formatDate }: PeopleTableRowProps) {
  const { t } = useTranslation('people');
  const missing = (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden component="span">{t('table.none')}</VisuallyHidden>
    </>
  );
  const text = (value: string | number | null) => (value === null || value === '' ? missing : value);

  const cells: Record<ColumnKey, () => ReactNode> = {
    name: () => (
      // The link names the whole person for screen readers that list the page's links.
      <Anchor
        component={Link}
        to={paths.manager.persons.person(clubHash, person.id)}
        aria-label={`${person.name} ${person.surname}`}
        size="sm"
        fw={600}
        data-testid="person-link"
      >
        {person.name}
      </Anchor>
    ),
    surname: () => person.surname,
    dni: () => text(person.dni),
    email: () => (person.email ? <EmailText value={person.email} /> : missing),
    phone: () => text(person.phone),
    category: () => (person.category ? t(`categories.${person.category}`) : missing),
    role: () => (
      <span className={classes.badgeWrap}>
        <RoleBadge role={person.role} size="xs" />
      </span>
    ),
    membershipNumber: () => text(person.membershipNumber),
    birthDate: () => (person.birthDate ? formatDate(person.birthDate) : missing),
    createdAt: () => formatDate(person.createdAt),
    status: () => (
      <Badge variant="filled" size="sm" color={person.enabled ? 'success' : 'gray'} className={classes.badge} data-enabled={person.enabled}>
        {t(person.enabled ? 'statuses.enabled' : 'statuses.disabled')}
      </Badge>
    ),
  };

  return (
    <Table.Tr data-testid="person-row" data-person={person.id}>
      {columns.map((column) => (
        <Table.Td key={column.key} className={WRAPPING.includes(column.key) ? classes.wrapCell : classes.cell} data-column={column.key}>
          {cells[column.key]()}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

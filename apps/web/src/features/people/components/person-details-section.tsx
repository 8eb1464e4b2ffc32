import { SimpleGrid, Text } from '@mantine/core';
import type { PersonDetail } from '@tribuna/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showsCategory, showsPanelAccess } from '../lib/person-form';
import { PersonEditButton } from './person-edit-button';
import { PersonSection } from './person-section';
import { TermsAcceptance } from './person-terms-acceptance';

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

/** The person's fields as stored; qrIdentifier and membership number come from the server. */
export function PersonDetailsSection({ clubHash, person }: { clubHash: string; person: PersonDetail }) {
  const { t, i18n } = useTranslation('person');
  const dash = t('details.empty');
  const date = (value: string | null, utc = false) =>
    value
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: utc ? 'UTC' : undefined }).format(new Date(value))
      : dash;
  return (
    <PersonSection title={t('details.title')} action={<PersonEditButton clubHash={clubHash} person={person} />} testId="person-details">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        <Item label={t('fields.membershipNumber')} testId="person-membership-number">
          {person.membershipNumber ?? dash}
        </Item>
        <Item label={t('fields.dni')} testId="person-dni">
          {person.dni ?? dash}
        </Item>
        <Item label={t('fields.email')} testId="person-email">
          {person.email ?? dash}
        </Item>
        <Item label={t('fields.phone')} testId="person-phone">
          {person.phone ?? dash}
        </Item>
        {/* A birth date is a calendar day: read it in UTC so no time zone moves it. */}
        <Item label={t('fields.birthDate')}>{date(person.birthDate, true)}</Item>
        <Item label={t('fields.gender')}>{person.gender ? t(`genders.${person.gender}`) : dash}</Item>
        {(showsCategory(person.role) || person.category) && (
          <Item label={t('fields.category')} testId="person-category">
            {person.category ? t(`categories.${person.category}`) : dash}
          </Item>
        )}
        {showsPanelAccess(person.role) && (
          <Item label={t('fields.panelAccess')}>{person.panelAccess ? t('details.yes') : t('details.no')}</Item>
        )}
        <Item label={t('fields.account')}>{person.hasAccount ? t('details.hasAccount') : t('details.noAccount')}</Item>
        <Item label={t('fields.terms')} testId="person-terms">
          <TermsAcceptance terms={person.terms} />
        </Item>
        <Item label={t('fields.createdAt')}>{date(person.createdAt)}</Item>
        <Item label={t('fields.qrIdentifier')} testId="person-qr">
          <Text span ff="monospace" size="sm">
            {person.qrIdentifier}
          </Text>
        </Item>
      </SimpleGrid>
    </PersonSection>
  );
}

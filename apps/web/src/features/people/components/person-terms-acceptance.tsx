import type { Person } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';

/** "Version 2 of the club's terms, accepted on 3 Mar 2025", or "Not accepted yet". */
export function TermsAcceptance({ terms }: { terms: Person['terms'] }) {
  const { t, i18n } = useTranslation('person');
  if (terms.version === null) return <>{t('terms.none')}</>;
  const which = terms.custom ? t('terms.custom') : t('terms.platform');
  const when = terms.acceptedAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(terms.acceptedAt)) : null;
  return (
    <>
      {when ? t('terms.acceptedOn', { version: terms.version, which, date: when }) : t('terms.accepted', { version: terms.version, which })}
    </>
  );
}

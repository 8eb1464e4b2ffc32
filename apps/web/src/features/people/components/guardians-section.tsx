import { Button } from '@mantine/core';
import type { PersonDetail, PersonSummary } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useUnlinkGuardian } from '../api/guardian-unlink';
import { personErrorText } from '../lib/person-form-errors';
import { GuardianSearch } from './guardian-search';
import { GuardianUnlinkModal } from './guardian-unlink-modal';
import { PersonList } from './person-list';
import { PersonSection } from './person-section';

/** A child's guardians (many per child): list, unlink after confirming, link one found by search. */
export function GuardiansSection({ clubHash, person }: { clubHash: string; person: PersonDetail }) {
  const { t } = useTranslation(['person', 'forms']);
  const unlink = useUnlinkGuardian(clubHash, person.id);
  const [target, setTarget] = useState<PersonSummary | null>(null);
  const child = `${person.name} ${person.surname}`;

  const confirmUnlink = async () => {
    if (!target) return;
    const name = `${target.name} ${target.surname}`;
    try {
      await unlink.mutateAsync(target.id);
      notify('success', t('person:guardians.unlinked', { name, child }));
    } catch (error) {
      notify('error', personErrorText(t, error, 'person:guardians.unlinkFailed'));
    } finally {
      setTarget(null);
    }
  };

  return (
    <PersonSection title={t('person:guardians.title')} testId="person-guardians">
      <PersonList
        clubHash={clubHash}
        people={person.guardians}
        empty={t('person:guardians.empty')}
        testId="guardian-list"
        action={(guardian) => (
          <Button
            variant="outline"
            color="red.9"
            size="xs"
            onClick={() => setTarget(guardian)}
            aria-label={t('person:guardians.unlinkLabel', { name: `${guardian.name} ${guardian.surname}` })}
            data-testid="unlink-guardian"
          >
            {t('person:guardians.unlink')}
          </Button>
        )}
      />
      <GuardianSearch clubHash={clubHash} child={person} />
      <GuardianUnlinkModal
        guardian={target}
        child={child}
        pending={unlink.isPending}
        onConfirm={() => void confirmUnlink()}
        onClose={() => setTarget(null)}
      />
    </PersonSection>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BlockingModal } from '../../../components/ui/blocking-modal';
import { signedInName } from '../../../lib/session/identifier-param';
import { getPendingIdentifier, subscribePendingIdentifier, takePendingIdentifier } from '../../../lib/session/pending-identifier';
import { sessionState } from '../../../lib/session/session-store';
import { useSession } from '../../../lib/session/use-session';
import { answerPendingIdentifier } from '../lib/apply-identifier';

/**
 * A link carried another session's token while someone is signed in here: asks before replacing
 * it, so a crafted link cannot silently sign the person into someone else's account.
 */
export default function IdentifierSwitchDialog() {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const pending = useSyncExternalStore(subscribePendingIdentifier, getPendingIdentifier, getPendingIdentifier);
  const session = useSession();
  const signedIn = sessionState(session) === 'active';
  // The session ended meanwhile (here or in another tab): the question is moot, and nobody agreed
  // to the link's session, so it is dropped rather than applied.
  useEffect(() => {
    if (pending && !signedIn) takePendingIdentifier();
  }, [pending, signedIn]);
  if (!pending || !session || !signedIn) return null;
  const answer = (switchSession: boolean) => void answerPendingIdentifier(switchSession, navigate);
  return (
    <BlockingModal opened title={t('identifierSwitch.title')} data-testid="identifier-switch-dialog">
      <Stack gap="md">
        <Text>{t('identifierSwitch.body', { name: signedInName(session) })}</Text>
        <Group justify="flex-end">
          <Button variant="outline" onClick={() => answer(true)} data-testid="identifier-switch">
            {t('identifierSwitch.switch')}
          </Button>
          <Button onClick={() => answer(false)} data-testid="identifier-keep">
            {t('identifierSwitch.keep')}
          </Button>
        </Group>
      </Stack>
    </BlockingModal>
  );
}

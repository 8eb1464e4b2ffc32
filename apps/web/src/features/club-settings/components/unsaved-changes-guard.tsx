import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * While `when` holds, leaving the page asks first: in-app navigation through a dialog (React
 * Router's blocker), closing or reloading the tab through the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('settings');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t('unsaved.title')}
      centered
      closeButtonProps={{ 'aria-label': t('page.close') }}
    >
      <Stack gap="md">
        <Text>{t('unsaved.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={() => blocker.reset?.()} data-testid="unsaved-stay">
            {t('unsaved.stay')}
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()} data-testid="unsaved-leave">
            {t('unsaved.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PeopleImport } from '@tribuna/contract';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { usePeopleImport } from '../api/get-people-import';
import { useUpdatePeopleImport } from '../api/update-people-import';
import { ConfirmStep } from './confirm-step';
import { DoneStep } from './done-step';
import { MappingStep } from './mapping-step';
import { ReviewStep } from './review-step';
import { UploadStep } from './upload-step';

/** Field errors in Mantine's default red-6 fail WCAG contrast on the grey page; red-9 passes. */
const READABLE_ERRORS = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

const STEPS = ['upload', 'mapping', 'review', 'confirm'] as const;
const DONE = STEPS.length;

/** Where a session opens: the step its state calls for. */
function naturalStep(session: PeopleImport | undefined): number {
  if (!session) return 0;
  if (session.status === 'committed') return DONE;
  return session.status === 'uploaded' ? 1 : 2;
}

/** The furthest step the session allows: confirming needs every remaining row valid. */
function furthestStep(session: PeopleImport | undefined): number {
  if (!session) return 0;
  if (session.status === 'committed') return DONE;
  if (session.status === 'uploaded') return 1;
  return session.counts.invalid === 0 && session.counts.valid > 0 ? 3 : 2;
}

/**
 * Persons › Import: upload → map columns → review the report → confirm. The session lives in
 * this page's state, not in the address: changing the address reruns the dashboard's loaders,
 * which fade the page out and would restart the wizard. A reload starts again (nothing was
 * written; the abandoned draft stays on the server unused).
 */
/** `initialType` preselects the profile type (the list the manager came from). */
export function PeopleImportPage({ clubHash, initialType }: { clubHash: string; initialType?: string }) {
  const { t } = useTranslation('imports');
  const [importId, setImportId] = useState<string | null>(null);
  const query = usePeopleImport(clubHash, importId);
  const session = importId ? query.data : undefined;
  const revalidate = useUpdatePeopleImport(clubHash, importId ?? '');
  const [picked, setPicked] = useState<{ id: string | null; step: number } | null>(null);
  const [refused, setRefused] = useState(false);
  const narrow = useMediaQuery('(max-width: 48em)');
  const content = useRef<HTMLDivElement>(null);

  const furthest = furthestStep(session);
  const step = furthest === DONE ? DONE : picked && picked.id === importId ? Math.min(picked.step, furthest) : naturalStep(session);
  const go = (next: number) => {
    // A refusal is news for the report it sent the manager back to, not for a later visit.
    if (next !== 2) setRefused(false);
    setPicked({ id: importId, step: next });
  };

  // Moving between steps puts keyboard and screen-reader focus on the new step's heading.
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current !== step) content.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
    previous.current = step;
  }, [step]);

  const uploaded = (next: PeopleImport) => {
    setRefused(false);
    setPicked({ id: next.id, step: 1 });
    setImportId(next.id);
  };
  const startAgain = () => {
    setRefused(false);
    setPicked(null);
    setImportId(null);
  };
  const commitRefused = () => {
    go(2);
    setRefused(true);
    // The stored report predates the refusal: check every row again to show what changed.
    revalidate.mutate({});
  };

  const loading = Boolean(importId) && query.isPending;
  const failed = Boolean(importId) && query.isError;

  return (
    <Stack gap="lg" style={READABLE_ERRORS} data-testid="people-import">
      <Stack gap="xs">
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </Stack>
      {loading && <PlaceholderRows />}
      {failed && (
        <Stack gap="xs" align="flex-start">
          <Notice tone="danger" role="alert">
            {t('errors.loadFailed')}
          </Notice>
          <Group gap="sm">
            <Button variant="outline" size="xs" onClick={() => void query.refetch()}>
              {t('actions.retry')}
            </Button>
            <Button variant="subtle" size="xs" onClick={startAgain}>
              {t('actions.startAgain')}
            </Button>
          </Group>
        </Stack>
      )}
      {!loading && !failed && (
        <div ref={content}>
          <Stepper
            active={step}
            onStepClick={go}
            orientation={narrow ? 'vertical' : 'horizontal'}
            size="sm"
            data-testid="import-stepper"
            data-step={step === DONE ? 'done' : STEPS[step]}
          >
            {STEPS.map((key, index) => (
              <Stepper.Step
                key={key}
                label={t(`steps.${key}.label`)}
                description={narrow ? undefined : t(`steps.${key}.description`)}
                allowStepSelect={step !== DONE && index !== step && index <= furthest}
                aria-current={index === step ? 'step' : undefined}
                data-testid={`step-${key}`}
              >
                {index === 0 && (
                  <UploadStep
                    key={session?.id ?? 'new'}
                    clubHash={clubHash}
                    defaultType={session?.type ?? initialType}
                    onUploaded={uploaded}
                  />
                )}
                {index === 1 && session && (
                  <MappingStep key={session.id} clubHash={clubHash} session={session} onBack={() => go(0)} onContinue={() => go(2)} />
                )}
                {index === 2 && session && (
                  <ReviewStep
                    key={session.id}
                    clubHash={clubHash}
                    session={session}
                    refused={refused}
                    onBack={() => go(1)}
                    onReupload={() => go(0)}
                    onContinue={() => go(3)}
                  />
                )}
                {index === 3 && session && (
                  <ConfirmStep clubHash={clubHash} session={session} onBack={() => go(2)} onRefused={commitRefused} />
                )}
              </Stepper.Step>
            ))}
            <Stepper.Completed>{session && <DoneStep clubHash={clubHash} session={session} onAnother={startAgain} />}</Stepper.Completed>
          </Stepper>
        </div>
      )}
    </Stack>
  );
}

import { Avatar, Button, FileButton, Group, Stack } from '@mantine/core';
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES, type PersonDetail } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { usePersonPhoto } from '../api/person-photo';

const MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;

/** Why a chosen file is refused before it is sent (the server checks again). */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}

/** The person's photo (shown on their club card) with change and remove actions. */
export function PersonPhoto({ clubHash, person }: { clubHash: string; person: PersonDetail }) {
  const { t } = useTranslation('person');
  const mutation = usePersonPhoto(clubHash, person.id);
  const fullName = `${person.name} ${person.surname}`;

  const change = async (file: File | null) => {
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      notify('error', t(problem === 'type' ? 'photo.notAnImage' : 'photo.tooLarge', { max: MAX_MB }));
      return;
    }
    try {
      await mutation.mutateAsync(file);
      notify('success', t('photo.uploaded'));
    } catch {
      notify('error', t('photo.failed'));
    }
  };
  const remove = async () => {
    try {
      await mutation.mutateAsync(null);
      notify('success', t('photo.removed'));
    } catch {
      notify('error', t('photo.failed'));
    }
  };

  return (
    <Stack gap={6} align="center" data-testid="person-photo">
      <Avatar src={person.photo} alt={t('photo.alt', { name: fullName })} size={96} radius="md" color="blue">
        {`${person.name[0] ?? ''}${person.surname[0] ?? ''}`.toUpperCase()}
      </Avatar>
      <Group gap={4} justify="center">
        <FileButton onChange={(file) => void change(file)} accept={PHOTO_MIME_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="subtle" size="compact-xs" loading={mutation.isPending}>
              {person.photo ? t('photo.change') : t('photo.upload')}
            </Button>
          )}
        </FileButton>
        {person.photo && (
          <Button variant="subtle" size="compact-xs" onClick={() => void remove()} disabled={mutation.isPending}>
            {t('photo.remove')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

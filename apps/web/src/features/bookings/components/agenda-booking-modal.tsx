import type { Agenda } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/forms';
import { AgendaExistingBooking } from './agenda-existing-booking';
import { AgendaNewBookingForm } from './agenda-new-booking-form';

export type AgendaBooking = Agenda['bookings'][number];
export type NewBookingDraft = { kind: 'new'; day: string; time: string; calendarHash?: string };

/** The agenda's dialog: a new booking or block (with weekly repeats and their clashes), or an existing one to move or cancel. */
export function AgendaBookingModal({
  clubHash,
  agenda,
  target,
  onClose,
}: {
  clubHash: string;
  agenda: Agenda;
  target: AgendaBooking | NewBookingDraft;
  onClose: () => void;
}) {
  const { t } = useTranslation('bookings');
  const isNew = 'kind' in target && target.kind === 'new';
  return (
    <FormModal opened onClose={onClose} title={t(isNew ? 'agenda.new' : 'agenda.booking')} size="lg" closeLabel={t('close')}>
      {isNew ? (
        <AgendaNewBookingForm clubHash={clubHash} agenda={agenda} draft={target as NewBookingDraft} onClose={onClose} />
      ) : (
        <AgendaExistingBooking clubHash={clubHash} agenda={agenda} booking={target as AgendaBooking} onClose={onClose} />
      )}
    </FormModal>
  );
}

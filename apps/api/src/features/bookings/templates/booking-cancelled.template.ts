import { defineTemplate, need } from '../../../lib/outbox/templates/define-template';

/** A booking is cancelled (by the booker or the club); the .ics cancellation is attached. */
export const bookingCancelledTemplate = defineTemplate({
  name: 'booking-cancelled',
  subject: (locale, data) => {
    const [calendar, when] = ['calendarName', 'when'].map((key) => need(data, key));
    return {
      es: `Reserva cancelada: ${calendar}, ${when}`,
      en: `Booking cancelled: ${calendar}, ${when}`,
      ca: `Reserva cancel·lada: ${calendar}, ${when}`,
      eu: `Erreserba bertan behera: ${calendar}, ${when}`,
      gl: `Reserva cancelada: ${calendar}, ${when}`,
    }[locale];
  },
  text: (locale, data) => {
    const [club, calendar, when, fee, link] = ['clubName', 'calendarName', 'when', 'fee', 'bookingLink'].map((key) => need(data, key));
    const reference = data.reference ? ` ${data.reference}` : '';
    return {
      es: `Tu reserva${reference} en ${club} (${calendar}, ${when}) está cancelada. Importe retenido: ${fee}. Detalles: ${link}`,
      en: `Your booking${reference} at ${club} (${calendar}, ${when}) is cancelled. Amount kept: ${fee}. Details: ${link}`,
      ca: `La teva reserva${reference} a ${club} (${calendar}, ${when}) està cancel·lada. Import retingut: ${fee}. Detalls: ${link}`,
      eu: `${club}(e)ko zure erreserba${reference} (${calendar}, ${when}) bertan behera geratu da. Atxikitako zenbatekoa: ${fee}. Xehetasunak: ${link}`,
      gl: `A túa reserva${reference} en ${club} (${calendar}, ${when}) está cancelada. Importe retido: ${fee}. Detalles: ${link}`,
    }[locale];
  },
});

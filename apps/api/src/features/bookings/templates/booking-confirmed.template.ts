import { defineTemplate, need } from '../../../lib/outbox/templates/define-template';

/** A booking is confirmed; the .ics event is attached so it lands in the booker's calendar. */
export const bookingConfirmedTemplate = defineTemplate({
  name: 'booking-confirmed',
  subject: (locale, data) => {
    const [calendar, when] = ['calendarName', 'when'].map((key) => need(data, key));
    return {
      es: `Reserva confirmada: ${calendar}, ${when}`,
      en: `Booking confirmed: ${calendar}, ${when}`,
      ca: `Reserva confirmada: ${calendar}, ${when}`,
      eu: `Erreserba baieztatuta: ${calendar}, ${when}`,
      gl: `Reserva confirmada: ${calendar}, ${when}`,
    }[locale];
  },
  text: (locale, data) => {
    const [club, calendar, when, price, link] = ['clubName', 'calendarName', 'when', 'price', 'bookingLink'].map((key) => need(data, key));
    // The short reference to quote to the club (messages queued before bookings had one go without it).
    const reference = data.reference ? ` (${data.reference})` : '';
    return {
      es: `Tu reserva${reference} en ${club} está confirmada: ${calendar}, ${when} (${price}). El evento va adjunto para tu calendario. Puedes ver o cancelar la reserva aquí: ${link}`,
      en: `Your booking${reference} at ${club} is confirmed: ${calendar}, ${when} (${price}). The event is attached for your calendar. You can see or cancel the booking here: ${link}`,
      ca: `La teva reserva${reference} a ${club} està confirmada: ${calendar}, ${when} (${price}). L'esdeveniment va adjunt per al teu calendari. Pots veure o cancel·lar la reserva aquí: ${link}`,
      eu: `${club}(e)ko zure erreserba${reference} baieztatuta dago: ${calendar}, ${when} (${price}). Gertaera erantsita doa zure egutegirako. Erreserba hemen ikusi edo bertan behera utz dezakezu: ${link}`,
      gl: `A túa reserva${reference} en ${club} está confirmada: ${calendar}, ${when} (${price}). O evento vai anexo para o teu calendario. Podes ver ou cancelar a reserva aquí: ${link}`,
    }[locale];
  },
});

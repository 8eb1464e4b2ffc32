import { defineTemplate, need } from '../../../lib/outbox/templates/define-template';

/**
 * To a recipient who has not read a new message within a few minutes (issue 10 part 7). Only
 * the thread's subject and a link: the message itself may belong to a conversation, so its text
 * stays behind the sign-in.
 */
export const messageReceivedTemplate = defineTemplate({
  name: 'message-received',
  subject: (locale, data) => {
    const club = need(data, 'clubName');
    const subject = need(data, 'threadSubject');
    return {
      es: `Nuevo mensaje en ${club}: ${subject}`,
      en: `New message in ${club}: ${subject}`,
      ca: `Missatge nou a ${club}: ${subject}`,
      eu: `Mezu berria ${club} klubean: ${subject}`,
      gl: `Nova mensaxe en ${club}: ${subject}`,
    }[locale];
  },
  text: (locale, data) => {
    const club = need(data, 'clubName');
    const subject = need(data, 'threadSubject');
    const link = need(data, 'link');
    return {
      es: `Tienes un mensaje nuevo sin leer en ${club}:\n\n«${subject}»\n\nLéelo y responde aquí:\n${link}\n\nTe avisamos por correo cuando un mensaje lleva unos minutos sin leer.`,
      en: `You have a new unread message in ${club}:\n\n"${subject}"\n\nRead and answer it here:\n${link}\n\nWe email you when a message has been unread for a few minutes.`,
      ca: `Tens un missatge nou sense llegir a ${club}:\n\n«${subject}»\n\nLlegeix-lo i respon aquí:\n${link}\n\nT'avisem per correu quan un missatge fa uns minuts que no es llegeix.`,
      eu: `Irakurri gabeko mezu berri bat duzu ${club} klubean:\n\n«${subject}»\n\nIrakurri eta erantzun hemen:\n${link}\n\nMezu bat minutu batzuez irakurri gabe dagoenean, posta bidez abisatzen dizugu.`,
      gl: `Tes unha mensaxe nova sen ler en ${club}:\n\n«${subject}»\n\nPodes lela e responder aquí:\n${link}\n\nAvisámoste por correo cando unha mensaxe leva uns minutos sen ler.`,
    }[locale];
  },
});

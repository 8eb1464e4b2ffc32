import { contactReasonLabel } from './contact-reasons';
import { defineTemplate, need } from '../../../../lib/outbox/templates/define-template';

/**
 * To the people of the club's predefined mailbox: someone wrote through the contact form (issue
 * 11 part 4). The message is quoted in full (it is the club's own mail) with whom to answer.
 */
export const contactReceivedTemplate = defineTemplate({
  name: 'contact-received',
  subject: (locale, data) => {
    const reason = contactReasonLabel(need(data, 'reason'), locale);
    const name = need(data, 'senderName');
    return {
      es: `Contacto (${reason}): ${name}`,
      en: `Contact (${reason}): ${name}`,
      ca: `Contacte (${reason}): ${name}`,
      eu: `Kontaktua (${reason}): ${name}`,
      gl: `Contacto (${reason}): ${name}`,
    }[locale];
  },
  text: (locale, data) => {
    const club = need(data, 'clubName');
    const name = need(data, 'senderName');
    const email = need(data, 'senderEmail');
    const reason = contactReasonLabel(need(data, 'reason'), locale);
    const message = need(data, 'message');
    const link = need(data, 'link');
    return {
      es: `${name} <${email}> ha escrito a ${club} desde el formulario de contacto.\n\nMotivo: ${reason}\n\n${message}\n\nEl mensaje está también en el buzón del club:\n${link}`,
      en: `${name} <${email}> wrote to ${club} through the contact form.\n\nReason: ${reason}\n\n${message}\n\nThe message is also in the club's mailbox:\n${link}`,
      ca: `${name} <${email}> ha escrit a ${club} des del formulari de contacte.\n\nMotiu: ${reason}\n\n${message}\n\nEl missatge també és a la bústia del club:\n${link}`,
      eu: `${name} <${email}> erabiltzaileak ${club} klubari idatzi dio kontaktu-formularioaren bidez.\n\nArrazoia: ${reason}\n\n${message}\n\nMezua klubaren postontzian ere badago:\n${link}`,
      gl: `${name} <${email}> escribiu a ${club} desde o formulario de contacto.\n\nMotivo: ${reason}\n\n${message}\n\nA mensaxe tamén está no buzón do club:\n${link}`,
    }[locale];
  },
});

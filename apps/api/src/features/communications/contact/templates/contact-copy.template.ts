import { contactReasonLabel } from './contact-reasons';
import { defineTemplate, need } from '../../../../lib/outbox/templates/define-template';

/** The sender's copy of what they sent through the contact form (issue 11 part 4). */
export const contactCopyTemplate = defineTemplate({
  name: 'contact-copy',
  subject: (locale, data) => {
    const club = need(data, 'clubName');
    return {
      es: `Tu mensaje a ${club}`,
      en: `Your message to ${club}`,
      ca: `El teu missatge a ${club}`,
      eu: `${club} klubari bidalitako mezua`,
      gl: `A túa mensaxe a ${club}`,
    }[locale];
  },
  text: (locale, data) => {
    const club = need(data, 'clubName');
    const reason = contactReasonLabel(need(data, 'reason'), locale);
    const message = need(data, 'message');
    return {
      es: `Hemos entregado tu mensaje a ${club}. Te responderán lo antes posible.\n\nMotivo: ${reason}\n\n${message}`,
      en: `We delivered your message to ${club}. They will answer as soon as they can.\n\nReason: ${reason}\n\n${message}`,
      ca: `Hem lliurat el teu missatge a ${club}. Et respondran tan aviat com puguin.\n\nMotiu: ${reason}\n\n${message}`,
      eu: `Zure mezua ${club} klubari entregatu diogu. Ahalik eta lasterren erantzungo dizute.\n\nArrazoia: ${reason}\n\n${message}`,
      gl: `Entregamos a túa mensaxe a ${club}. Responderanche canto antes.\n\nMotivo: ${reason}\n\n${message}`,
    }[locale];
  },
});

import { defineTemplate, need } from '../../../lib/outbox/templates/define-template';

/** Sent after signup and on POST /api/users/validate-email: the link confirms the address. */
export const emailValidationTemplate = defineTemplate({
  name: 'email-validation',
  secretKeys: ['link'],
  subject: (locale) =>
    ({
      es: 'Confirma tu dirección de correo',
      en: 'Confirm your email address',
      ca: 'Confirma la teva adreça de correu',
      eu: 'Berretsi zure helbide elektronikoa',
      gl: 'Confirma o teu enderezo de correo',
    })[locale],
  text: (locale, data) => {
    const link = need(data, 'link');
    // An account made with the spec's bare register body has no name yet: greet without one.
    const name = data.name?.trim() ? ` ${data.name.trim()}` : '';
    return {
      es: `Hola${name}:\n\nPara confirmar tu dirección de correo en Tribuna, abre este enlace:\n${link}\n\nEl enlace caduca en 48 horas. Si no has creado una cuenta, ignora este mensaje.`,
      en: `Hello${name},\n\nTo confirm your email address on Tribuna, open this link:\n${link}\n\nThe link expires in 48 hours. If you did not create an account, ignore this message.`,
      ca: `Hola${name}:\n\nPer confirmar la teva adreça de correu a Tribuna, obre aquest enllaç:\n${link}\n\nL'enllaç caduca d'aquí a 48 hores. Si no has creat cap compte, ignora aquest missatge.`,
      eu: `Kaixo${name}:\n\nTribunan zure helbide elektronikoa berresteko, ireki esteka hau:\n${link}\n\nEstekak 48 ordu barru iraungitzen du. Konturik sortu ez baduzu, ez egin kasurik mezu honi.`,
      gl: `Ola${name}:\n\nPara confirmar o teu enderezo de correo en Tribuna, abre esta ligazón:\n${link}\n\nA ligazón caduca en 48 horas. Se non creaches unha conta, ignora esta mensaxe.`,
    }[locale];
  },
});

import { defineTemplate, need } from './define-template';

/**
 * To a young athlete whose club handed them their own account (issue 4 families): their
 * history stays; they choose a password through recovery, so no password travels by mail.
 */
export const accountHandedOverTemplate = defineTemplate({
  name: 'account-handed-over',
  subject: (locale, data) => {
    const club = need(data, 'clubName');
    return {
      es: `${club} te ha creado tu propia cuenta`,
      en: `${club} created your own account`,
      ca: `${club} t'ha creat el teu propi compte`,
      eu: `${club} klubak zure kontu propioa sortu du`,
      gl: `${club} creou a túa propia conta`,
    }[locale];
  },
  text: (locale, data) => {
    const club = need(data, 'clubName');
    const name = need(data, 'name');
    const link = need(data, 'link');
    return {
      es: `Hola, ${name}: ${club} te ha dado tu propia cuenta de Tribuna; tu historial en el club se conserva. Para entrar, elige tu contraseña aquí:\n${link}`,
      en: `Hello ${name}: ${club} gave you your own Tribuna account; your history at the club is kept. To sign in, choose your password here:\n${link}`,
      ca: `Hola, ${name}: ${club} t'ha donat el teu propi compte de Tribuna; el teu historial al club es conserva. Per entrar, tria la teva contrasenya aquí:\n${link}`,
      eu: `Kaixo, ${name}: ${club} klubak zure Tribuna kontu propioa eman dizu; klubeko zure historia gordetzen da. Sartzeko, aukeratu zure pasahitza hemen:\n${link}`,
      gl: `Ola, ${name}: ${club} deuche a túa propia conta de Tribuna; o teu historial no club consérvase. Para entrar, escolle o teu contrasinal aquí:\n${link}`,
    }[locale];
  },
});

import { defineTemplate } from '../../../lib/outbox/templates/define-template';

/** Tells the owner the password changed (change or reset), so a takeover does not go unseen. */
export const passwordChangedTemplate = defineTemplate({
  name: 'password-changed',
  subject: (locale) =>
    ({
      es: 'Tu contraseña ha cambiado',
      en: 'Your password has changed',
      ca: 'La teva contrasenya ha canviat',
      eu: 'Zure pasahitza aldatu da',
      gl: 'O teu contrasinal cambiou',
    })[locale],
  text: (locale) =>
    ({
      es: 'La contraseña de tu cuenta de Tribuna acaba de cambiar y se han cerrado tus otras sesiones. Si no has sido tú, recupera la contraseña enseguida y avisa a tu club.',
      en: 'The password of your Tribuna account has just changed and your other sessions were closed. If it was not you, recover your password at once and tell your club.',
      ca: "La contrasenya del teu compte de Tribuna acaba de canviar i s'han tancat les altres sessions. Si no has estat tu, recupera la contrasenya de seguida i avisa el teu club.",
      eu: 'Zure Tribuna kontuaren pasahitza aldatu berri da eta beste saioak itxi dira. Zu izan ez bazara, berreskuratu pasahitza berehala eta jakinarazi zure klubari.',
      gl: 'O contrasinal da túa conta de Tribuna acaba de cambiar e pecháronse as outras sesións. Se non fuches ti, recupera o contrasinal axiña e avisa o teu club.',
    })[locale],
});

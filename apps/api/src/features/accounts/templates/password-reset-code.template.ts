import { defineTemplate, need } from '../../../lib/outbox/templates/define-template';

/** The 6-digit recovery code; short enough for SMS and WhatsApp as well as email. */
export const passwordResetCodeTemplate = defineTemplate({
  name: 'password-reset-code',
  secretKeys: ['code'],
  subject: (locale) =>
    ({
      es: 'Tu código para recuperar la contraseña',
      en: 'Your password recovery code',
      ca: 'El teu codi per recuperar la contrasenya',
      eu: 'Pasahitza berreskuratzeko zure kodea',
      gl: 'O teu código para recuperar o contrasinal',
    })[locale],
  text: (locale, data) => {
    const code = need(data, 'code');
    return {
      es: `Tribuna: tu código de recuperación es ${code}. Caduca en 10 minutos. Si no lo has pedido, ignora este mensaje.`,
      en: `Tribuna: your recovery code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
      ca: `Tribuna: el teu codi de recuperació és ${code}. Caduca d'aquí a 10 minuts. Si no l'has demanat, ignora aquest missatge.`,
      eu: `Tribuna: zure berreskuratze-kodea ${code} da. 10 minutu barru iraungitzen da. Eskatu ez baduzu, ez egin kasurik mezu honi.`,
      gl: `Tribuna: o teu código de recuperación é ${code}. Caduca en 10 minutos. Se non o pediches, ignora esta mensaxe.`,
    }[locale];
  },
});

import { defineTemplate, need } from '../../../lib/outbox/templates/define-template';

/**
 * Someone tried to sign up with an address that already has an account. The API answers that
 * request with a generic error (no enumeration); the owner learns about it here instead.
 */
export const registrationAttemptTemplate = defineTemplate({
  name: 'registration-attempt',
  subject: (locale) =>
    ({
      es: 'Intento de registro con tu correo',
      en: 'Someone tried to sign up with your email',
      ca: 'Intent de registre amb el teu correu',
      eu: 'Norbait zure helbidearekin erregistratzen saiatu da',
      gl: 'Intento de rexistro co teu correo',
    })[locale],
  text: (locale, data) => {
    const link = need(data, 'recoverLink');
    return {
      es: `Alguien ha intentado crear una cuenta en Tribuna con esta dirección, que ya tiene una.\n\nSi has sido tú y no recuerdas la contraseña, recupérala aquí:\n${link}\n\nSi no has sido tú, no tienes que hacer nada.`,
      en: `Someone tried to create a Tribuna account with this address, which already has one.\n\nIf it was you and you forgot your password, recover it here:\n${link}\n\nIf it was not you, you do not need to do anything.`,
      ca: `Algú ha intentat crear un compte a Tribuna amb aquesta adreça, que ja en té un.\n\nSi has estat tu i no recordes la contrasenya, recupera-la aquí:\n${link}\n\nSi no has estat tu, no cal que facis res.`,
      eu: `Norbait Tribunan kontu bat sortzen saiatu da helbide honekin, eta dagoeneko badu bat.\n\nZu izan bazara eta pasahitza ahaztu baduzu, berreskuratu hemen:\n${link}\n\nZu izan ez bazara, ez duzu ezer egin behar.`,
      gl: `Alguén intentou crear unha conta en Tribuna con este enderezo, que xa ten unha.\n\nSe fuches ti e non lembras o contrasinal, recupérao aquí:\n${link}\n\nSe non fuches ti, non tes que facer nada.`,
    }[locale];
  },
});

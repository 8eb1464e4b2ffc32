import { defineTemplate, need } from '../../../lib/outbox/templates/define-template';

/**
 * To the address a manager gave for a young athlete's own account (issue 8): a single-use link
 * to take over the club record. One text whether or not the address has an account; the page
 * behind the link asks to sign in or to choose a password. Nothing is created until then.
 */
export const accountHandedOverTemplate = defineTemplate({
  name: 'account-handed-over',
  secretKeys: ['link'],
  subject: (locale, data) => {
    const club = need(data, 'clubName');
    return {
      es: `${club} te invita a tener tu propia cuenta`,
      en: `${club} invites you to your own account`,
      ca: `${club} et convida a tenir el teu propi compte`,
      eu: `${club} klubak zure kontu propioa izatera gonbidatzen zaitu`,
      gl: `${club} convídate a ter a túa propia conta`,
    }[locale];
  },
  text: (locale, data) => {
    const club = need(data, 'clubName');
    const name = need(data, 'name');
    const link = need(data, 'link');
    const days = need(data, 'days');
    return {
      es: `Hola, ${name}:\n\n${club} quiere que tu ficha del club pase a una cuenta de Tribuna tuya; tu historial en el club se conserva. Para aceptarlo, abre este enlace e inicia sesión con esta dirección o elige una contraseña:\n${link}\n\nEl enlace sirve una sola vez y caduca en ${days} días. Si no esperabas este mensaje, ignóralo: no se ha creado nada.`,
      en: `Hello ${name},\n\n${club} would like your club record to move to a Tribuna account of your own; your history at the club is kept. To accept, open this link and sign in with this address or choose a password:\n${link}\n\nThe link works once and expires in ${days} days. If you did not expect this message, ignore it: nothing has been created.`,
      ca: `Hola, ${name}:\n\n${club} vol que la teva fitxa del club passi a un compte de Tribuna teu; el teu historial al club es conserva. Per acceptar-ho, obre aquest enllaç i inicia la sessió amb aquesta adreça o tria una contrasenya:\n${link}\n\nL'enllaç només serveix una vegada i caduca d'aquí a ${days} dies. Si no esperaves aquest missatge, ignora'l: no s'ha creat res.`,
      eu: `Kaixo, ${name}:\n\n${club} klubak nahi du klubeko zure fitxa zure Tribuna kontu batera pasatzea; klubeko zure historia gordetzen da. Onartzeko, ireki esteka hau eta hasi saioa helbide honekin edo aukeratu pasahitz bat:\n${link}\n\nEstekak behin bakarrik balio du eta ${days} egun barru iraungitzen da. Mezu hau espero ez bazenuen, ez egin kasurik: ez da ezer sortu.`,
      gl: `Ola, ${name}:\n\n${club} quere que a túa ficha do club pase a unha conta de Tribuna túa; o teu historial no club consérvase. Para aceptalo, abre esta ligazón e inicia sesión con este enderezo ou escolle un contrasinal:\n${link}\n\nA ligazón só serve unha vez e caduca en ${days} días. Se non agardabas esta mensaxe, ignóraa: non se creou nada.`,
    }[locale];
  },
});

import { defineTemplate, need } from '../../../lib/outbox/templates/define-template';

/**
 * To whoever signed up or inscribed someone from the portal: the club's decision. An accepted
 * sign-up gets the account link instead (people's hand-over e-mail), except a child's under a
 * guardian who already has an account (told here, `what` the plan); this tells a refusal with its
 * reason, and an inscription's outcome either way.
 */
export const joiningDecidedTemplate = defineTemplate({
  name: 'joining-decided',
  subject: (locale, data) => {
    const what = need(data, 'what');
    return (
      need(data, 'decision') === 'accepted'
        ? {
            es: `Inscripción aceptada: ${what}`,
            en: `Inscription accepted: ${what}`,
            ca: `Inscripció acceptada: ${what}`,
            eu: `Izen-ematea onartua: ${what}`,
            gl: `Inscrición aceptada: ${what}`,
          }
        : {
            es: `Tu solicitud no ha sido aceptada: ${what}`,
            en: `Your request was not accepted: ${what}`,
            ca: `La teva sol·licitud no s'ha acceptat: ${what}`,
            eu: `Zure eskaera ez da onartu: ${what}`,
            gl: `A túa solicitude non foi aceptada: ${what}`,
          }
    )[locale];
  },
  text: (locale, data) => {
    const club = need(data, 'clubName');
    const what = need(data, 'what');
    const reason = need(data, 'reason');
    if (need(data, 'decision') === 'accepted') {
      return {
        es: `Hola:\n\n${club} ha aceptado la inscripción en ${what}. El club te indicará cómo pagar la cuota.`,
        en: `Hello,\n\n${club} accepted the inscription in ${what}. The club will tell you how to pay the fee.`,
        ca: `Hola:\n\n${club} ha acceptat la inscripció a ${what}. El club t'indicarà com pagar la quota.`,
        eu: `Kaixo:\n\n${club} klubak ${what} jardueran izena ematea onartu du. Klubak kuota nola ordaindu esango dizu.`,
        gl: `Ola:\n\n${club} aceptou a inscrición en ${what}. O club indicarache como pagar a cota.`,
      }[locale];
    }
    return {
      es: `Hola:\n\n${club} no ha aceptado tu solicitud (${what}). Motivo: ${reason}`,
      en: `Hello,\n\n${club} did not accept your request (${what}). Reason: ${reason}`,
      ca: `Hola:\n\n${club} no ha acceptat la teva sol·licitud (${what}). Motiu: ${reason}`,
      eu: `Kaixo:\n\n${club} klubak ez du zure eskaera onartu (${what}). Arrazoia: ${reason}`,
      gl: `Ola:\n\n${club} non aceptou a túa solicitude (${what}). Motivo: ${reason}`,
    }[locale];
  },
});

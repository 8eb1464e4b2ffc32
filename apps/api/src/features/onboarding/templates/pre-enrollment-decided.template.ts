import { defineTemplate, need } from '../../../lib/outbox/templates/define-template';

/** To the person who pre-enrolled: the club's managers accepted or refused them. */
export const preEnrollmentDecidedTemplate = defineTemplate({
  name: 'pre-enrollment-decided',
  subject: (locale, data) => {
    const club = need(data, 'clubName');
    const accepted = need(data, 'decision') === 'accepted';
    return (
      accepted
        ? {
            es: `Tu preinscripción en ${club} ha sido aceptada`,
            en: `Your pre-enrolment in ${club} was accepted`,
            ca: `La teva preinscripció a ${club} s'ha acceptat`,
            eu: `${club} klubean aurrez izena emateko zure eskaera onartu da`,
            gl: `A túa preinscrición en ${club} foi aceptada`,
          }
        : {
            es: `Tu preinscripción en ${club} no ha sido aceptada`,
            en: `Your pre-enrolment in ${club} was not accepted`,
            ca: `La teva preinscripció a ${club} no s'ha acceptat`,
            eu: `${club} klubean aurrez izena emateko zure eskaera ez da onartu`,
            gl: `A túa preinscrición en ${club} non foi aceptada`,
          }
    )[locale];
  },
  text: (locale, data) => {
    const club = need(data, 'clubName');
    const link = need(data, 'link');
    if (need(data, 'decision') === 'accepted') {
      return {
        es: `Un directivo de ${club} ha aceptado tu preinscripción. Ya puedes entrar en el club:\n${link}`,
        en: `A manager of ${club} accepted your pre-enrolment. You can now enter the club:\n${link}`,
        ca: `Un directiu de ${club} ha acceptat la teva preinscripció. Ja pots entrar al club:\n${link}`,
        eu: `${club} klubeko zuzendari batek zure aurrez izena ematea onartu du. Orain klubean sar zaitezke:\n${link}`,
        gl: `Un directivo de ${club} aceptou a túa preinscrición. Xa podes entrar no club:\n${link}`,
      }[locale];
    }
    return {
      es: `Los directivos de ${club} no han aceptado tu preinscripción. Si crees que es un error, contacta con el club.\n${link}`,
      en: `The managers of ${club} did not accept your pre-enrolment. If you think this is a mistake, contact the club.\n${link}`,
      ca: `Els directius de ${club} no han acceptat la teva preinscripció. Si creus que és un error, contacta amb el club.\n${link}`,
      eu: `${club} klubeko zuzendariek ez dute zure aurrez izena ematea onartu. Akats bat dela uste baduzu, jarri harremanetan klubarekin.\n${link}`,
      gl: `Os directivos de ${club} non aceptaron a túa preinscrición. Se cres que é un erro, contacta co club.\n${link}`,
    }[locale];
  },
});

import { defineTemplate, need } from '../../../lib/outbox/templates/define-template';

/** To the person who asked for manager access: approved or refused (spec 4). */
export const managerAccessDecidedTemplate = defineTemplate({
  name: 'manager-access-decided',
  subject: (locale, data) => {
    const club = need(data, 'clubName');
    const approved = need(data, 'decision') === 'approved';
    return (
      approved
        ? {
            es: `Ya eres directivo de ${club}`,
            en: `You are now a manager of ${club}`,
            ca: `Ja ets directiu de ${club}`,
            eu: `Orain ${club} klubeko zuzendaria zara`,
            gl: `Xa es directivo de ${club}`,
          }
        : {
            es: `Tu solicitud para ${club} no ha sido aprobada`,
            en: `Your request for ${club} was not approved`,
            ca: `La teva sol·licitud per a ${club} no s'ha aprovat`,
            eu: `${club} klubeko zure eskaera ez da onartu`,
            gl: `A túa solicitude para ${club} non foi aprobada`,
          }
    )[locale];
  },
  text: (locale, data) => {
    const club = need(data, 'clubName');
    const link = need(data, 'link');
    if (need(data, 'decision') === 'approved') {
      return {
        es: `Un directivo de ${club} ha aprobado tu solicitud. Ya puedes abrir el panel de control del club:\n${link}`,
        en: `A manager of ${club} approved your request. You can now open the club's control panel:\n${link}`,
        ca: `Un directiu de ${club} ha aprovat la teva sol·licitud. Ja pots obrir el tauler de control del club:\n${link}`,
        eu: `${club} klubeko zuzendari batek zure eskaera onartu du. Orain klubaren kontrol-panela ireki dezakezu:\n${link}`,
        gl: `Un directivo de ${club} aprobou a túa solicitude. Xa podes abrir o panel de control do club:\n${link}`,
      }[locale];
    }
    return {
      es: `Los directivos de ${club} no han aprobado tu solicitud de acceso como directivo. Si crees que es un error, contacta con el club.\n${link}`,
      en: `The managers of ${club} did not approve your manager access request. If you think this is a mistake, contact the club.\n${link}`,
      ca: `Els directius de ${club} no han aprovat la teva sol·licitud d'accés com a directiu. Si creus que és un error, contacta amb el club.\n${link}`,
      eu: `${club} klubeko zuzendariek ez dute onartu zuzendari gisa sartzeko zure eskaera. Akats bat dela uste baduzu, jarri harremanetan klubarekin.\n${link}`,
      gl: `Os directivos de ${club} non aprobaron a túa solicitude de acceso como directivo. Se cres que é un erro, contacta co club.\n${link}`,
    }[locale];
  },
});

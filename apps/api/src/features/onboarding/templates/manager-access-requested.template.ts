import { defineTemplate, need } from '../../../lib/outbox/templates/define-template';

/** To every current manager of a club: someone asks to become a manager there (spec 4). */
export const managerAccessRequestedTemplate = defineTemplate({
  name: 'manager-access-requested',
  subject: (locale, data) => {
    const club = need(data, 'clubName');
    return {
      es: `Solicitud de acceso como directivo en ${club}`,
      en: `Manager access request for ${club}`,
      ca: `Sol·licitud d'accés com a directiu a ${club}`,
      eu: `Zuzendari gisa sartzeko eskaera: ${club}`,
      gl: `Solicitude de acceso como directivo en ${club}`,
    }[locale];
  },
  text: (locale, data) => {
    const who = need(data, 'requesterName');
    const email = need(data, 'requesterEmail');
    const club = need(data, 'clubName');
    const link = need(data, 'link');
    return {
      es: `${who} (${email}) ha pedido acceso como directivo de ${club} en Tribuna.\n\nPuedes aprobar o rechazar la solicitud desde el panel del club:\n${link}\n\nSi no conoces a esta persona, recházala.`,
      en: `${who} (${email}) has asked for manager access to ${club} on Tribuna.\n\nYou can approve or refuse the request from the club's dashboard:\n${link}\n\nIf you do not know this person, refuse it.`,
      ca: `${who} (${email}) ha demanat accés com a directiu de ${club} a Tribuna.\n\nPots aprovar o rebutjar la sol·licitud des del tauler del club:\n${link}\n\nSi no coneixes aquesta persona, rebutja-la.`,
      eu: `${who} (${email}) pertsonak ${club} klubeko zuzendari gisa sartzeko baimena eskatu du Tribunan.\n\nEskaera klubaren paneletik onartu edo baztertu dezakezu:\n${link}\n\nPertsona hau ezagutzen ez baduzu, baztertu eskaera.`,
      gl: `${who} (${email}) pediu acceso como directivo de ${club} en Tribuna.\n\nPodes aprobar ou rexeitar a solicitude desde o panel do club:\n${link}\n\nSe non coñeces a esta persoa, rexéitaa.`,
    }[locale];
  },
});

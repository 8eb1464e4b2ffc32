import { defineTemplate, need } from '../../../lib/outbox/templates/define-template';

/** To every current manager of a club: someone pre-enrolled without an invitation and waits for them. */
export const preEnrollmentRequestedTemplate = defineTemplate({
  name: 'pre-enrollment-requested',
  subject: (locale, data) => {
    const club = need(data, 'clubName');
    return {
      es: `Nueva preinscripción en ${club}`,
      en: `New pre-enrolment in ${club}`,
      ca: `Nova preinscripció a ${club}`,
      eu: `Aurrez izena emate berria: ${club}`,
      gl: `Nova preinscrición en ${club}`,
    }[locale];
  },
  text: (locale, data) => {
    const who = need(data, 'personName');
    const email = need(data, 'personEmail');
    const club = need(data, 'clubName');
    const link = need(data, 'link');
    return {
      es: `${who} (${email}) se ha preinscrito en ${club} en Tribuna.\n\nNo tendrá acceso a los datos del club hasta que un directivo acepte la preinscripción:\n${link}\n\nSi no conoces a esta persona, recházala.`,
      en: `${who} (${email}) has pre-enrolled in ${club} on Tribuna.\n\nThey get no access to the club's data until a manager accepts the pre-enrolment:\n${link}\n\nIf you do not know this person, refuse it.`,
      ca: `${who} (${email}) s'ha preinscrit a ${club} a Tribuna.\n\nNo tindrà accés a les dades del club fins que un directiu accepti la preinscripció:\n${link}\n\nSi no coneixes aquesta persona, rebutja-la.`,
      eu: `${who} (${email}) pertsonak aurrez izena eman du ${club} klubean Tribunan.\n\nEz du klubaren datuetara sarbiderik izango zuzendari batek onartu arte:\n${link}\n\nPertsona hau ezagutzen ez baduzu, baztertu.`,
      gl: `${who} (${email}) preinscribiuse en ${club} en Tribuna.\n\nNon terá acceso aos datos do club ata que un directivo acepte a preinscrición:\n${link}\n\nSe non coñeces a esta persoa, rexéitaa.`,
    }[locale];
  },
});

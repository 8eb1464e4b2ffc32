import { defineTemplate, need } from '../../../lib/outbox/templates/define-template';

const KEYS = ['clubName', 'personName', 'feeName', 'amount', 'collectionDate', 'mandateReference', 'creditorIdentifier', 'ibanMasked'];

/** The SEPA pre-notification: what will be debited, when, under which mandate and creditor identifier. */
export const sepaPreNotificationTemplate = defineTemplate({
  name: 'sepa-pre-notification',
  subject: (locale, data) => {
    const [club, fee] = ['clubName', 'feeName'].map((key) => need(data, key));
    return {
      es: `${club}: aviso de cargo en cuenta por ${fee}`,
      en: `${club}: notice of a direct debit for ${fee}`,
      ca: `${club}: avís de càrrec en compte per ${fee}`,
      eu: `${club}: ${fee}(e)n kontu-zorduaren abisua`,
      gl: `${club}: aviso de cargo en conta por ${fee}`,
    }[locale];
  },
  text: (locale, data) => {
    const [club, person, fee, amount, date, mandate, creditor, iban] = KEYS.map((key) => need(data, key));
    return {
      es: `Hola. ${club} cargará ${amount} por ${fee} de ${person} en la cuenta ${iban} el ${date}, con el mandato ${mandate} (identificador de acreedor ${creditor}). No tienes que hacer nada; si algo no está bien, responde a este correo antes de esa fecha.`,
      en: `Hello. ${club} will debit ${amount} for ${person}'s ${fee} from account ${iban} on ${date}, under mandate ${mandate} (creditor identifier ${creditor}). You need do nothing; if anything is wrong, reply to this e-mail before that date.`,
      ca: `Hola. ${club} carregarà ${amount} per ${fee} de ${person} al compte ${iban} el ${date}, amb el mandat ${mandate} (identificador de creditor ${creditor}). No cal que facis res; si alguna cosa no és correcta, respon aquest correu abans d’aquesta data.`,
      eu: `Kaixo. ${club}(e)k ${amount} kobratuko ditu ${person}(r)en ${fee}(e)ngatik ${iban} kontuan ${date}(e)an, ${mandate} aginduarekin (hartzekodunaren identifikatzailea ${creditor}). Ez duzu ezer egin behar; zerbait gaizki badago, erantzun mezu honi data hori baino lehen.`,
      gl: `Ola. ${club} cargará ${amount} por ${fee} de ${person} na conta ${iban} o ${date}, co mandato ${mandate} (identificador de acredor ${creditor}). Non tes que facer nada; se algo non está ben, responde a este correo antes desa data.`,
    }[locale];
  },
});

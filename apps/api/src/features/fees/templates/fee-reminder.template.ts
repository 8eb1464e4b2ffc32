import { defineTemplate, need } from '../../../lib/outbox/templates/define-template';

/** A charge is due or overdue: the person (or a child's guardians) is reminded, with the way to pay. */
export const feeReminderTemplate = defineTemplate({
  name: 'fee-reminder',
  subject: (locale, data) => {
    const [club, fee] = ['clubName', 'feeName'].map((key) => need(data, key));
    return {
      es: `${club}: recordatorio de pago de ${fee}`,
      en: `${club}: payment reminder for ${fee}`,
      ca: `${club}: recordatori de pagament de ${fee}`,
      eu: `${club}: ${fee} ordaintzeko oroigarria`,
      gl: `${club}: recordatorio de pagamento de ${fee}`,
    }[locale];
  },
  text: (locale, data) => {
    const [club, person, fee, amount, due, link] = ['clubName', 'personName', 'feeName', 'amount', 'dueOn', 'paymentsLink'].map((key) =>
      need(data, key),
    );
    return {
      es: `Hola. ${club} te recuerda que el cargo de ${person} por ${fee} (${amount}) vencía el ${due} y sigue pendiente. Puedes pagarlo aquí: ${link}`,
      en: `Hello. ${club} reminds you that ${person}'s charge for ${fee} (${amount}) was due on ${due} and is still unpaid. You can pay it here: ${link}`,
      ca: `Hola. ${club} et recorda que el càrrec de ${person} per ${fee} (${amount}) vencia el ${due} i continua pendent. El pots pagar aquí: ${link}`,
      eu: `Kaixo. ${club}(e)k gogorarazten dizu ${person}(r)en ${fee} kargua (${amount}) ${due}(e)an iraungi zela eta oraindik ordaindu gabe dagoela. Hemen ordain dezakezu: ${link}`,
      gl: `Ola. ${club} lémbrache que o cargo de ${person} por ${fee} (${amount}) vencía o ${due} e segue pendente. Podes pagalo aquí: ${link}`,
    }[locale];
  },
});

import { defineTemplate, need } from '../../../lib/outbox/templates/define-template';

/**
 * The morning digest (issue 10 part 7): the unread threads of one profile in one club, sent at a
 * fixed local hour unless the club has `not_receiving_daily_digest_mail`. `threads` is the list
 * of subjects as written (one per line), `more` how many were left out of it.
 */
export const messagesDigestTemplate = defineTemplate({
  name: 'messages-digest',
  subject: (locale, data) => {
    const club = need(data, 'clubName');
    const count = Number(need(data, 'count'));
    const one = count === 1;
    return {
      es: one ? `Tienes 1 mensaje sin leer en ${club}` : `Tienes ${count} mensajes sin leer en ${club}`,
      en: one ? `You have 1 unread message in ${club}` : `You have ${count} unread messages in ${club}`,
      ca: one ? `Tens 1 missatge sense llegir a ${club}` : `Tens ${count} missatges sense llegir a ${club}`,
      eu: one ? `Mezu bat duzu irakurri gabe ${club} klubean` : `${count} mezu dituzu irakurri gabe ${club} klubean`,
      gl: one ? `Tes 1 mensaxe sen ler en ${club}` : `Tes ${count} mensaxes sen ler en ${club}`,
    }[locale];
  },
  text: (locale, data) => {
    const club = need(data, 'clubName');
    const threads = need(data, 'threads');
    const more = Number(need(data, 'more'));
    const link = need(data, 'link');
    const andMore =
      more > 0
        ? {
            es: `\n…y ${more} más`,
            en: `\n…and ${more} more`,
            ca: `\n…i ${more} més`,
            eu: `\n…eta beste ${more}`,
            gl: `\n…e ${more} máis`,
          }[locale]
        : '';
    return {
      es: `Buenos días. Estos mensajes te esperan sin leer en ${club}:\n\n${threads}${andMore}\n\nLéelos aquí:\n${link}\n\nRecibes este resumen cada mañana mientras tengas mensajes sin leer.`,
      en: `Good morning. These messages are waiting unread in ${club}:\n\n${threads}${andMore}\n\nRead them here:\n${link}\n\nYou get this summary every morning while you have unread messages.`,
      ca: `Bon dia. Aquests missatges t'esperen sense llegir a ${club}:\n\n${threads}${andMore}\n\nLlegeix-los aquí:\n${link}\n\nReps aquest resum cada matí mentre tinguis missatges sense llegir.`,
      eu: `Egun on. Mezu hauek irakurri gabe zain dituzu ${club} klubean:\n\n${threads}${andMore}\n\nIrakurri hemen:\n${link}\n\nLaburpen hau goizero jasotzen duzu irakurri gabeko mezuak dituzun bitartean.`,
      gl: `Bos días. Estas mensaxes agárdante sen ler en ${club}:\n\n${threads}${andMore}\n\nPodes lelas aquí:\n${link}\n\nRecibes este resumo cada mañá mentres teñas mensaxes sen ler.`,
    }[locale];
  },
});

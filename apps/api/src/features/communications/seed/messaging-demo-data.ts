import type { RecipientTarget } from '@tribuna/contract';

type Round = { subject: string; body: (team: string) => string; reminder: string };
type Announcement = { mailbox: string; subject: string; body: string; to: RecipientTarget[]; repliesDisabled?: boolean };
type Topic = { subject: string; question: string; answer: string };
type Story = {
  username: string;
  role: 'member' | 'guardian';
  subject: string;
  question: string;
  answer: string;
  thanks: string;
  noteSubject: string;
  note: string;
};

/** One club's messaging demo: its mailboxes and what is written in a season. */
export type DemoClubMessaging = {
  club: string;
  /** The account whose manager profile writes from the club's mailboxes. */
  manager: string;
  /** Mailboxes besides the predefined one. */
  mailboxes: string[];
  /** Weekly call-ups sent to every team (newest first). */
  rounds: Round[];
  announcements: Announcement[];
  /** Threads members and families write to the club's mailbox, cycling through the topics. */
  questions: number;
  topics: Topic[];
  stories: Story[];
  /** The team of the guardian's child, which gets the newest club message. */
  featuredTeam: string;
  featured: { subject: string; body: string };
  /** The newest threads of the manager's inbox left unread. */
  managerUnread: number;
};

const callUp = (kickOff: string, place: string) => (team: string) =>
  `<p>Convocatoria de <strong>${team}</strong> para este fin de semana.</p><ul><li>Hora: ${kickOff}</li><li>Lugar: ${place}</li></ul><p>Confirmad asistencia respondiendo a este mensaje.</p>`;

const CD_DEMO: DemoClubMessaging = {
  club: 'cd-demo',
  manager: 'manager@demo.test',
  mailboxes: ['Coordinación deportiva', 'Tesorería', 'Escuela de fútbol'],
  rounds: [
    {
      subject: 'Convocatoria jornada 12',
      body: callUp('sábado 10:00', 'Campo Municipal 1'),
      reminder: 'Recordad traer la equipación de visitante.',
    },
    {
      subject: 'Convocatoria jornada 11',
      body: callUp('domingo 11:30', 'Polideportivo Norte'),
      reminder: 'El autobús sale a las 9:45 desde el club.',
    },
    {
      subject: 'Convocatoria jornada 10',
      body: callUp('sábado 12:00', 'Campo Municipal 2'),
      reminder: 'Partido aplazado 30 minutos por la lluvia.',
    },
    {
      subject: 'Convocatoria jornada 9',
      body: callUp('sábado 9:30', 'Ciudad Deportiva'),
      reminder: 'Se necesitan dos familias para llevar coches.',
    },
  ],
  announcements: [
    {
      mailbox: 'Coordinación deportiva',
      subject: 'Reunión de familias de inicio de temporada',
      body: 'Os esperamos el jueves a las 19:00 en la sala social para presentar a los entrenadores y el calendario.',
      to: [{ kind: 'guardians' }],
    },
    {
      mailbox: 'Tesorería',
      subject: 'Cuota de socio 2025/2026',
      body: 'La cuota anual se cargará el 5 de octubre. Si habéis cambiado de cuenta bancaria, actualizadla en vuestro perfil.',
      to: [{ kind: 'partners' }],
      repliesDisabled: true,
    },
    {
      mailbox: 'Escuela de fútbol',
      subject: 'Horario de invierno de la escuela',
      body: 'A partir de noviembre los entrenamientos de la escuela empiezan a las 17:30.',
      to: [
        { kind: 'category', category: 'Under-8' },
        { kind: 'category', category: 'Under-10' },
      ],
    },
    {
      mailbox: 'Coordinación deportiva',
      subject: 'Revisión médica obligatoria',
      body: 'Todos los deportistas deben pasar la revisión médica antes del 30 de noviembre. Pedid cita en recepción.',
      to: [{ kind: 'athletes' }],
    },
    {
      mailbox: 'Tesorería',
      subject: 'Lotería de Navidad del club',
      body: 'Ya tenéis disponibles los talonarios de lotería en la oficina. Cada participación cuesta 5 €.',
      to: [{ kind: 'partners' }, { kind: 'guardians' }],
    },
    {
      mailbox: 'predefined',
      subject: 'Cierre de instalaciones por festivo',
      body: 'El lunes 8 de diciembre las instalaciones permanecerán cerradas.',
      to: [{ kind: 'partners' }, { kind: 'athletes' }, { kind: 'guardians' }],
      repliesDisabled: true,
    },
  ],
  questions: 110,
  topics: [
    {
      subject: 'Duda sobre el carnet de socio',
      question: 'No encuentro mi carnet de socio en la aplicación. ¿Dónde está?',
      answer: 'Lo tienes en tu perfil, apartado Carnet de socio; también puedes descargarlo en PDF.',
    },
    {
      subject: 'Cambio de datos bancarios',
      question: 'He cambiado de banco. ¿Cómo actualizo la cuenta para las cuotas?',
      answer: 'Puedes cambiar el IBAN desde tu perfil; el próximo recibo ya irá a la nueva cuenta.',
    },
    {
      subject: 'Equipación nueva',
      question: '¿Cuándo llegan las equipaciones de esta temporada?',
      answer: 'Las entregamos la semana que viene en la oficina, de 18:00 a 20:00.',
    },
    {
      subject: 'Ausencia en el entrenamiento',
      question: 'Esta semana no podremos ir al entrenamiento del miércoles por un viaje.',
      answer: 'Gracias por avisar, se lo comunicamos al entrenador.',
    },
    {
      subject: 'Horario de la oficina',
      question: '¿Qué horario tiene la oficina del club en Navidad?',
      answer: 'Del 22 de diciembre al 6 de enero abrimos solo por las mañanas, de 10:00 a 13:00.',
    },
    {
      subject: 'Factura de la cuota',
      question: 'Necesito una factura de la cuota para la empresa. ¿Me la podéis enviar?',
      answer: 'Te la enviamos por correo esta semana.',
    },
  ],
  stories: [
    {
      username: 'guardian@demo.test',
      role: 'guardian',
      subject: 'Autorización para el torneo de Leo',
      question: '¿Hace falta firmar alguna autorización para que Leo vaya al torneo de Navidad?',
      answer: 'Sí, la autorización la firmáis en la aplicación antes del viernes.',
      thanks: '¡Perfecto, gracias!',
      noteSubject: 'Foto para la ficha federativa',
      note: 'Nos falta la foto de Leo para la ficha federativa. ¿Podéis subirla esta semana?',
    },
    {
      username: 'member@demo.test',
      role: 'member',
      subject: 'Asamblea general de socios',
      question: '¿Cuándo es la asamblea general de socios de este año?',
      answer: 'El 15 de diciembre a las 19:30 en la sala social. Enviaremos el orden del día.',
      thanks: 'Allí estaré.',
      noteSubject: 'Voluntarios para el torneo',
      note: 'Buscamos voluntarios para el torneo de Navidad. ¿Te apuntas a algún turno?',
    },
  ],
  featuredTeam: 'Alevín A',
  featured: {
    subject: 'Torneo de Navidad: horarios del Alevín A',
    body: 'El torneo empieza el 20 de diciembre a las 9:00. Os enviaremos el cuadro de partidos en cuanto lo tengamos.',
  },
  managerUnread: 8,
};

const CA_EXEMPLE: DemoClubMessaging = {
  club: 'ca-exemple',
  manager: 'manager2@demo.test',
  mailboxes: ['Secció d’atletisme'],
  rounds: [
    {
      subject: 'Convocatòria del cros',
      body: (team) => `<p>Convocatòria de <strong>${team}</strong>: diumenge a les 9:00 al parc de la Ciutadella.</p>`,
      reminder: 'Porteu el dorsal i les agulles.',
    },
    {
      subject: 'Entrenament especial',
      body: (team) => `<p>Entrenament especial de <strong>${team}</strong> dijous a les 18:30 a la pista.</p>`,
      reminder: 'Es fa igualment encara que plogui.',
    },
  ],
  announcements: [
    {
      mailbox: 'Secció d’atletisme',
      subject: 'Calendari de competicions',
      body: 'Ja teniu el calendari de competicions de la temporada a la web del club.',
      to: [{ kind: 'athletes' }],
    },
    {
      mailbox: 'predefined',
      subject: 'Quota anual',
      body: 'La quota anual es cobrarà l’1 d’octubre.',
      to: [{ kind: 'partners' }],
      repliesDisabled: true,
    },
  ],
  questions: 12,
  topics: [
    {
      subject: 'Llicència federativa',
      question: 'Com tramito la llicència federativa d’aquesta temporada?',
      answer: 'La tramitem des del club; només cal que ens confirmis les dades.',
    },
    {
      subject: 'Horari de pista',
      question: 'Quin horari té la pista els dissabtes?',
      answer: 'Els dissabtes la pista és oberta de 9:00 a 14:00.',
    },
  ],
  stories: [],
  featuredTeam: 'Cros Sub-14',
  featured: { subject: 'Cros escolar', body: 'El cros escolar serà el 14 de desembre. Inscripcions obertes fins dijous.' },
  managerUnread: 4,
};

export const DEMO_MESSAGING: readonly DemoClubMessaging[] = [CD_DEMO, CA_EXEMPLE];

import type { MemberCard } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { displayedStatus, formatDay, formatInstant } from '../lib/card-status';
import classes from './member-card-view.module.css';
import { QrCode } from '../../../components/qr/qr-code';

const initialsOf = (...words: string[]) =>
  words
    .map((word) => word.trim()[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);

interface MemberCardViewProps {
  card: MemberCard;
  /** Shown from the saved copy: the status reads "as of" the moment the API computed it. */
  offline?: boolean;
}

/** The digital club card: club, person, membership data, live status and the QR of the identifier. */
export function MemberCardView({ card, offline = false }: MemberCardViewProps) {
  const { t, i18n } = useTranslation('card');
  const status = displayedStatus(card, offline);
  const fullName = `${card.person.name} ${card.person.surname}`;
  const none = t('view.none');
  const fields = [
    { id: 'number', label: t('view.number'), value: card.membershipNumber ?? none },
    { id: 'season', label: t('view.season'), value: card.season ?? none },
    { id: 'validUntil', label: t('view.validUntil'), value: card.validUntil ? formatDay(card.validUntil, i18n.language) : t('view.noEnd') },
  ];

  return (
    <div className={classes.frame}>
      <article
        className={classes.card}
        aria-label={t('view.label', { name: fullName, club: card.club.name })}
        data-testid="member-card"
        data-person={card.person.hash}
        data-status={status}
      >
        <div className={classes.top}>
          {card.club.logo ? (
            <img className={classes.logo} src={card.club.logo} alt="" />
          ) : (
            <span className={classes.logo} aria-hidden="true">
              {initialsOf(...card.club.name.split(/\s+/).slice(0, 2))}
            </span>
          )}
          <span className={classes.club}>{card.club.name}</span>
          <span className={classes.status}>
            <span className={classes.badge} data-status={status} data-testid="card-status">
              {t(`status.${status}`)}
            </span>
            {offline && (
              <span className={classes.asOf} data-testid="card-as-of">
                {t('status.asOf', { date: formatInstant(card.issuedAt, i18n.language) })}
              </span>
            )}
          </span>
        </div>
        <div className={classes.body}>
          <div className={classes.person}>
            {card.person.photo ? (
              <img className={classes.photo} src={card.person.photo} alt="" />
            ) : (
              <span className={classes.photo} aria-hidden="true">
                {initialsOf(card.person.name, card.person.surname)}
              </span>
            )}
            <div>
              <p className={classes.name} data-testid="card-name">
                {fullName}
              </p>
              <p className={classes.role}>{t(`roles.${card.role}`)}</p>
            </div>
          </div>
          <dl className={classes.fields}>
            {fields.map((field) => (
              // The third field takes the whole row: "No expiry" and long dates fit without cutting.
              <div key={field.id} className={field.id === 'validUntil' ? classes.wide : undefined}>
                <dt>{field.label}</dt>
                <dd data-testid={`card-${field.id}`}>{field.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={classes.qr}>
          <QrCode
            value={card.qrIdentifier}
            label={t('qr.label', { id: card.qrIdentifier })}
            className={classes.qrImage}
            data-testid="card-qr"
          />
          <span className={classes.qrText}>{card.qrIdentifier}</span>
        </div>
      </article>
    </div>
  );
}

import { DEFAULT_CARD_DESIGN, type CardDesign, type MemberCard } from '@tribuna/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryText, displayedStatus, formatDay, formatInstant } from '../lib/card-status';
import classes from './member-card-view.module.css';
import { CardQr } from './card-qr';

const initialsOf = (...words: string[]) =>
  words
    .map((word) => word.trim()[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);

/** The design's two colours, over its picture when it has one (tinted so white text stays readable). */
export function cardBackground(design: CardDesign): CSSProperties {
  const gradient = `linear-gradient(135deg, ${design.primaryColour} 0%, ${design.secondaryColour} 100%)`;
  if (!design.backgroundImage) return { backgroundImage: gradient };
  const tint = `linear-gradient(135deg, ${design.primaryColour}cc 0%, ${design.secondaryColour}cc 100%)`;
  return { backgroundImage: `${tint}, url("${design.backgroundImage}")`, backgroundSize: 'cover', backgroundPosition: 'center' };
}

interface MemberCardViewProps {
  card: MemberCard;
  /** Shown from the saved copy: the status reads "as of" the moment the API computed it. */
  offline?: boolean;
}

/**
 * The digital club card: club, person, membership data, live status and the QR of the identifier,
 * drawn with the club's design (the default one for cards that carry none).
 */
export function MemberCardView({ card, offline = false }: MemberCardViewProps) {
  const { t, i18n } = useTranslation('card');
  const status = displayedStatus(card, offline);
  const fullName = `${card.person.name} ${card.person.surname}`;
  const none = t('view.none');
  const design = card.design ?? DEFAULT_CARD_DESIGN;
  const shows = design.fields;
  const validUntil = card.validUntil ? formatDay(card.validUntil, i18n.language) : t('view.noEnd');
  const fields = [
    ...(shows.membershipNumber ? [{ id: 'number', label: t('view.number'), value: card.membershipNumber ?? none }] : []),
    ...(shows.validity
      ? [
          { id: 'season', label: t('view.season'), value: card.season ?? none },
          { id: 'validUntil', label: t('view.validUntil'), value: validUntil },
        ]
      : []),
    ...(shows.category ? [{ id: 'category', label: t('view.category'), value: categoryText(t, card.person.category) }] : []),
    ...(shows.dni ? [{ id: 'dni', label: t('view.dni'), value: card.person.dni ?? none }] : []),
  ];

  return (
    <div className={classes.frame}>
      <article
        className={classes.card}
        aria-label={t('view.label', { name: fullName, club: card.club.name })}
        data-testid="member-card"
        data-person={card.person.hash}
        data-status={status}
        data-qr={shows.qr ? undefined : 'off'}
        style={cardBackground(design)}
      >
        <div className={classes.top}>
          {!design.showLogo ? null : card.club.logo ? (
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
            {card.feeStanding && (
              // Fees' standing, as the door reads it: paid, in last season's grace days, or lapsed.
              <span className={classes.asOf} data-testid="card-fee-standing" data-standing={card.feeStanding.status}>
                {t(`fees.${card.feeStanding.status}`, {
                  season: card.feeStanding.season,
                  date: card.feeStanding.graceUntil ? formatDay(card.feeStanding.graceUntil, i18n.language) : '',
                })}
              </span>
            )}
            {offline && (
              <span className={classes.asOf} data-testid="card-as-of">
                {t('status.asOf', { date: formatInstant(card.issuedAt, i18n.language) })}
              </span>
            )}
          </span>
        </div>
        <div className={classes.body}>
          <div className={classes.person}>
            {!shows.photo ? null : card.person.photo ? (
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
              // The last valid day takes the whole row: "No expiry" and long dates fit without cutting.
              <div key={field.id} className={field.id === 'validUntil' ? classes.wide : undefined}>
                <dt>{field.label}</dt>
                <dd data-testid={`card-${field.id}`}>{field.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {shows.qr && (
          <div className={classes.qr}>
            {/* The QR carries the rotating code; nobody reads it, so it is not printed beside it. */}
            <CardQr card={card} label={t('qr.label')} className={classes.qrImage} data-testid="card-qr" />
          </div>
        )}
      </article>
    </div>
  );
}

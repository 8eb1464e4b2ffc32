import { DEFAULT_CARD_DESIGN, type CardDesign, type UpdateCardDesignBody } from '@tribuna/contract';
import type { CardDesignRow, CardDesignValues } from './card-design.repository';

/** Where a club's card background picture is stored. */
export const cardBackgroundKey = (clubHash: string) => `card-backgrounds/${clubHash}.webp`;
/** Its public address; the version changes with the content (long caching, like logos). */
export const cardBackgroundUrl = (clubHash: string, version: string) => `/api/clubs/${clubHash}/card-design/background?v=${version}`;

/** A stored design as the API answers it; no row is the default design. */
export function presentCardDesign(clubHash: string, row: CardDesignRow | undefined): CardDesign {
  if (!row) return DEFAULT_CARD_DESIGN;
  return {
    showLogo: row.showLogo,
    primaryColour: row.primaryColour,
    secondaryColour: row.secondaryColour,
    fields: {
      photo: row.showPhoto,
      membershipNumber: row.showMembershipNumber,
      category: row.showCategory,
      dni: row.showDni,
      validity: row.showValidity,
      qr: row.showQr,
    },
    backgroundImage: row.backgroundVersion ? cardBackgroundUrl(clubHash, row.backgroundVersion) : null,
  };
}

/** The columns of a design sent by PUT; colours are kept lowercase so equal colours compare equal. */
export function designValues(body: UpdateCardDesignBody, backgroundVersion: string | null): CardDesignValues {
  return {
    showLogo: body.showLogo,
    primaryColour: body.primaryColour.toLowerCase(),
    secondaryColour: body.secondaryColour.toLowerCase(),
    showPhoto: body.fields.photo,
    showMembershipNumber: body.fields.membershipNumber,
    showCategory: body.fields.category,
    showDni: body.fields.dni,
    showValidity: body.fields.validity,
    showQr: body.fields.qr,
    backgroundVersion,
  };
}

/** The columns of the design the club has now (the default when it has none). */
export function valuesOf(row: CardDesignRow | undefined): CardDesignValues {
  if (row) {
    const { clubId: _club, updatedAt: _at, ...values } = row;
    return values;
  }
  const { backgroundImage: _none, ...body } = DEFAULT_CARD_DESIGN;
  return designValues(body, null);
}

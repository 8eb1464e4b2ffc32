import { z } from 'zod';

/** Club feature codes of spec 1 (spelling kept as the spec has it: "campaing"). */
export const FEATURE_CODES = [
  'area_privada_socios',
  'purchable_items',
  'records_from_children',
  'custom_card_templates',
  'allow_import_orders',
  'seat_selection',
  'manual_campaing_orders',
  'not_receiving_daily_digest_mail',
  'books_management_enabled',
  'bookings',
] as const;
export type FeatureCode = (typeof FEATURE_CODES)[number];
export const FeatureCodeSchema = z.enum(FEATURE_CODES);

export const ClubFeatureSchema = z.object({ code: FeatureCodeSchema });
export type ClubFeature = z.infer<typeof ClubFeatureSchema>;
export const ClubFeatureListSchema = z.array(ClubFeatureSchema);

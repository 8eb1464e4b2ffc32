import { PRODUCT_NAME } from '@tribuna/contract';

/** Tab title rule of spec 2: "Tribuna - {translated title}", or just "Tribuna" without one. */
export function formatTabTitle(title: string | null | undefined): string {
  return title ? `${PRODUCT_NAME} - ${title}` : PRODUCT_NAME;
}

/** Product name, shown in tab titles as "Tribuna - {title}". */
export const PRODUCT_NAME = 'Tribuna';
/** Release version (spec 9). */
export const RELEASE_VERSION = '4.19.0';

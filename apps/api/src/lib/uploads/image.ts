import sharp from 'sharp';

export const LOGO_SIZE = 256;
/** Person photos: enough for a printed club card at 300 dpi (about 3 cm wide). */
export const PHOTO_SIZE = 400;
/** Every stored image is WebP. */
export const IMAGE_CONTENT_TYPE = 'image/webp';
export const LOGO_CONTENT_TYPE = IMAGE_CONTENT_TYPE;
/** Larger images are refused before decoding (a small file can declare a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

type ImageKind = 'png' | 'jpeg' | 'webp';

/** The format the first bytes announce, whatever the upload claimed its type was. */
export function sniffImage(data: Buffer): ImageKind | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return undefined;
}

/**
 * Decodes the image and re-encodes it as WebP within size×size (aspect kept, never enlarged).
 * Re-encoding also drops metadata (EXIF, GPS) and anything hidden after the image data.
 * Returns undefined when the bytes are not a PNG, JPEG or WebP image that decodes.
 */
export async function normaliseImage(data: Buffer, size: number): Promise<Buffer | undefined> {
  const kind = sniffImage(data);
  if (!kind) return undefined;
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== kind) return undefined;
    return await image.rotate().resize(size, size, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 90 }).toBuffer();
  } catch {
    return undefined;
  }
}

export const normaliseLogo = (data: Buffer) => normaliseImage(data, LOGO_SIZE);

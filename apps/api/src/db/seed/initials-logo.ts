import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** The first letters of the name's longer words, e.g. "Caja Rural del Turia" → "CR". */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => word.length > 2)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * A demo logo: the initials in white on a colour, a 256 px square drawn as SVG and rendered by
 * sharp to WebP (what the upload path stores), with the content version the public URLs carry.
 */
export async function initialsLogo(text: string, colour: string): Promise<{ data: Buffer; version: string }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" rx="32" fill="${colour}"/><text x="128" y="160" font-family="sans-serif" font-size="104" font-weight="700" fill="#ffffff" text-anchor="middle">${text}</text></svg>`;
  const data = await sharp(Buffer.from(svg)).webp().toBuffer();
  return { data, version: createHash('sha256').update(data).digest('base64url').slice(0, 12) };
}

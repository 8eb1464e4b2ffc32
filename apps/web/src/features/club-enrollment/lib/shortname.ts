import { ShortNameSchema } from '@tribuna/contract';

const MAX_LENGTH = 64;

/**
 * Short name suggested from the club's name: accents dropped (Ñandú → nandu), lowercase, every
 * run of other characters one dash, at most 64 characters — the shape the contract accepts.
 */
export function suggestShortname(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/-+$/, '');
}

export function isValidShortname(value: string): boolean {
  return ShortNameSchema.safeParse(value).success;
}

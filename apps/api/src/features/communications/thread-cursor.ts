import { errors } from '../../lib/errors';
import type { ListKey } from './thread-list.repository';

const CURSOR = /^(\d{1,20}):(\d{1,20})$/;

/** The opaque `nextCursor` of a thread list: the last row's place (time in microseconds, id). */
export const encodeCursor = (key: ListKey) => Buffer.from(`${key.micros}:${key.id}`).toString('base64url');

/** A cursor this API handed out; anything else is a 400 naming `cursor`. */
export function decodeCursor(cursor: string): ListKey {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match) throw errors.validation([{ field: 'cursor', code: 'invalid' }]);
  return { micros: BigInt(match[1]!), id: BigInt(match[2]!) };
}

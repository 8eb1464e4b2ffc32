import { errors } from './errors';

/** Unicode Cc: C0 controls (NUL included), DEL and C1 controls. */
export const ANY_CONTROL = /\p{Cc}/u;
/** Body texts may be multi-line: tab, line feed and carriage return are content there. */
export const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/** Which controls a place refuses, and the field name used when the whole value is the problem. */
export type TextLocation = { text: RegExp; base: string };
export const IN_PATH: TextLocation = { text: ANY_CONTROL, base: 'path' };
export const IN_QUERY: TextLocation = { text: ANY_CONTROL, base: 'query' };
export const IN_BODY: TextLocation = { text: CONTROL_BUT_LINE_BREAKS, base: 'body' };

/**
 * The first field (dotted path, as validation errors name fields) whose key or text holds a
 * refused control character. Iterative: a body nested thousands deep must not blow the stack.
 */
export function fieldWithControlCharacters(input: unknown, { text, base }: TextLocation): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (text.test(value)) return path || base;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        // Keys name things too (mappings, records): no controls there, not even line breaks.
        // The error names the enclosing field rather than echo the key.
        if (ANY_CONTROL.test(key)) return path || base;
        stack.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

export function refuseControlCharacters(field: string): never {
  throw errors.validation([{ field, code: 'controlCharacters' }]);
}

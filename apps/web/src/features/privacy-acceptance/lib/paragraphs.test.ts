import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './paragraphs';

describe('paragraphsOf', () => {
  it('splits at blank lines and keeps single line breaks inside a paragraph', () => {
    expect(paragraphsOf('First line\nsame paragraph\r\n\r\n  Second  \n\n\n\nThird')).toEqual([
      'First line\nsame paragraph',
      'Second',
      'Third',
    ]);
  });

  it('gives nothing for an empty or missing text', () => {
    expect(paragraphsOf(null)).toEqual([]);
    expect(paragraphsOf('  \n \n')).toEqual([]);
  });
});

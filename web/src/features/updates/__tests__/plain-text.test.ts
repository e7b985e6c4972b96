import { describe, expect, it } from 'vitest';
import { paragraphsOf } from '../plain-text.ts';

describe('a plain-text body', () => {
  it('should part paragraphs at blank lines and keep single line breaks', () => {
    expect(paragraphsOf('One.\nStill one.\n\n  \nTwo.\r\n\r\nThree.')).toEqual([
      ['One.', 'Still one.'],
      ['Two.'],
      ['Three.'],
    ]);
  });

  it('should drop leading and trailing blank lines and empty bodies', () => {
    expect(paragraphsOf('\n\nOnly.\n\n\n')).toEqual([['Only.']]);
    expect(paragraphsOf('')).toEqual([]);
  });

  it('should keep markup as text', () => {
    expect(paragraphsOf('<b>bold</b>')).toEqual([['<b>bold</b>']]);
  });
});

/** The body editor's toolbar: what each button does to the text and the selection. */
import { describe, expect, it } from 'vitest';
import { applyFormat, applyLink, linkProblem } from '../body-format.ts';

const selecting = (text: string, words: string) => {
  const start = text.indexOf(words);
  return { text, start, end: start + words.length };
};

describe('the body toolbar', () => {
  it('should wrap the selection and keep it selected', () => {
    const edit = applyFormat(selecting('File by Friday.', 'by Friday'), 'bold');
    expect(edit.text).toBe('File <strong>by Friday</strong>.');
    expect(edit.text.slice(edit.start, edit.end)).toBe('by Friday');
    expect(applyFormat(edit, 'italic').text).toBe('File <strong><em>by Friday</em></strong>.');
  });

  it('should make each selected line a list item', () => {
    const edit = applyFormat(selecting('Steps:\none\n\ntwo', 'one\n\ntwo'), 'numbers');
    expect(edit.text).toBe('Steps:\n<ol>\n  <li>one</li>\n  <li>two</li>\n</ol>');
  });

  it('should link the selection, or the address itself, with the address made attribute-safe', () => {
    expect(applyLink(selecting('See the site', 'site'), 'https://a.example/?q="x"&y').text).toBe(
      'See the <a href="https://a.example/?q=&quot;x&quot;&amp;y">site</a>',
    );
    expect(applyLink({ text: '', start: 0, end: 0 }, ' mailto:a@b.example ').text).toBe(
      '<a href="mailto:a@b.example">mailto:a@b.example</a>',
    );
  });

  it('should accept only web and mail addresses for links, saying what is wrong', () => {
    expect(linkProblem('https://example.com')).toBeNull();
    expect(linkProblem('mailto:a@example.com')).toBeNull();
    expect(linkProblem('javascript:alert(1)')).toBe(
      'A link must start with https://, http:// or mailto:',
    );
    expect(linkProblem(' ')).toBe('Enter the link’s address');
  });
});

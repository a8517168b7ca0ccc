import { describe, expect, it } from 'vitest';
import { parseBlocks } from './rich-text-blocks.ts';

describe('parseBlocks', () => {
  it('reads headings, paragraphs and lists', () => {
    const text = '## Title\n\nFirst line\ncontinued.\n\n- one\n- two\n\nEnd.';
    expect(parseBlocks(text)).toEqual([
      { kind: 'heading', text: 'Title' },
      { kind: 'paragraph', text: 'First line continued.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'End.' },
    ]);
  });

  it('keeps markup as text: there is no HTML', () => {
    expect(parseBlocks('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });

  it('splits a heading followed directly by a list within one chunk', () => {
    expect(parseBlocks('## H\n- a\ntext')).toEqual([
      { kind: 'heading', text: 'H' },
      { kind: 'list', items: ['a'] },
      { kind: 'paragraph', text: 'text' },
    ]);
  });

  it('gives nothing for empty text', () => {
    expect(parseBlocks('  \n\n ')).toEqual([]);
  });
});

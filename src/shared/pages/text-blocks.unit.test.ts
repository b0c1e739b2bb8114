import { describe, expect, it } from 'vitest';
import { paragraphsText, textBlocks, textParagraphs } from './text-blocks';

describe('textBlocks', () => {
  it('reads headings, lists and paragraphs separated by blank lines, joining a paragraph’s lines', () => {
    expect(textBlocks('## What we collect\n\nYour name\nand email.\n\n- Orders\n- Visits\r\n\r\nLast.')).toEqual([
      { kind: 'heading', text: 'What we collect' },
      { kind: 'paragraph', text: 'Your name and email.' },
      { kind: 'list', items: ['Orders', 'Visits'] },
      { kind: 'paragraph', text: 'Last.' },
    ]);
  });

  it('keeps markup as the characters typed: nothing but the subset is read', () => {
    expect(textBlocks('<script>alert(1)</script> **bold** [link](javascript:alert(1))')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script> **bold** [link](javascript:alert(1))' },
    ]);
    // A "heading" line inside a paragraph, and a mixed list, stay a paragraph.
    expect(textBlocks('## Title\nmore')).toEqual([{ kind: 'paragraph', text: '## Title more' }]);
    expect(textBlocks('- one\ntwo')).toEqual([{ kind: 'paragraph', text: '- one two' }]);
  });

  it('gives nothing for blank text, and skips runs of blank lines', () => {
    expect(textBlocks('  \n\n \t\n')).toEqual([]);
    expect(textBlocks('a\n\n\n\n   \n\nb')).toEqual([
      { kind: 'paragraph', text: 'a' },
      { kind: 'paragraph', text: 'b' },
    ]);
  });

  it('turns paragraphs into text and back', () => {
    const paragraphs = ['First one.', 'Second, longer one.'];
    expect(textParagraphs(paragraphsText(paragraphs))).toEqual(paragraphs);
  });
});

/**
 * The owner's long texts (the privacy policy, the terms, a blog post's body) are plain
 * text with a small, safe subset of Markdown (ADR 0041): blocks are separated by a blank
 * line; a block that is one line starting with "## " is a heading; a block whose every
 * line starts with "- " is a list; any other block is a paragraph, its lines joined.
 * Nothing else is read as markup: the blocks are rendered as text, so any HTML an owner
 * (or an attacker holding the owner's account) types shows as the characters typed.
 */
export type TextBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const HEADING = /^##\s+/;
const LIST_ITEM = /^-\s+/;

export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    if (lines.length === 0) continue;
    if (lines.length === 1 && HEADING.test(lines[0]!)) blocks.push({ kind: 'heading', text: lines[0]!.replace(HEADING, '') });
    else if (lines.every((line) => LIST_ITEM.test(line))) blocks.push({ kind: 'list', items: lines.map((line) => line.replace(LIST_ITEM, '')) });
    else blocks.push({ kind: 'paragraph', text: lines.join(' ') });
  }
  return blocks;
}

/** The paragraphs of a text: its blocks that are paragraphs, as a blog post keeps them. */
export const textParagraphs = (text: string): string[] =>
  textBlocks(text).flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.kind === 'heading' ? [block.text] : block.items));

/** The inverse for paragraphs: one blank line between each. */
export const paragraphsText = (paragraphs: readonly string[]): string => paragraphs.join('\n\n');

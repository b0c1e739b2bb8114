import { escapeHtml } from '@shared/text/escape-html';

/**
 * The news mail's Markdown (issue 30): a small subset, rendered to HTML and to plain text
 * by this one function, so the console's preview is what arrives. Paragraphs (a blank line
 * between), `# ` and `## ` headings, `- ` lists, **bold**, *italic* and [links](https://…).
 * Everything else is text: every character is escaped, and a link may only be https,
 * http or mailto, so no markup or script the owner (or someone who took their session)
 * types reaches a customer's mail.
 */


const LINK = /\[([^\]\n]+)\]\(((?:https?:\/\/|mailto:)[^\s()]+)\)/g;

/** One line's inline marks, as HTML (escaped first, so marks only ever add our own tags). */
function inlineHtml(line: string): string {
  return escapeHtml(line)
    .replace(LINK, (_match, label: string, href: string) => `<a href="${href}">${label}</a>`)
    .replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\*([^*\n]+)\*/g, '<em>$1</em>');
}

/** One line's inline marks, as plain text: a link is its words and its address. */
function inlineText(line: string): string {
  return line
    .replace(LINK, (_match, label: string, href: string) => `${label} (${href.replace(/^mailto:/, '')})`)
    .replace(/\*\*([^*\n]+)\*\*/g, '$1')
    .replace(/\*([^*\n]+)\*/g, '$1');
}

type Block = { kind: 'h1' | 'h2' | 'p'; lines: string[] } | { kind: 'ul'; items: string[] };

function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((line) => line.trim()).filter(Boolean);
    if (lines.length === 0) continue;
    if (lines.every((line) => line.startsWith('- '))) blocks.push({ kind: 'ul', items: lines.map((line) => line.slice(2).trim()) });
    else if (lines.length === 1 && lines[0]!.startsWith('## ')) blocks.push({ kind: 'h2', lines: [lines[0]!.slice(3).trim()] });
    else if (lines.length === 1 && lines[0]!.startsWith('# ')) blocks.push({ kind: 'h1', lines: [lines[0]!.slice(2).trim()] });
    else blocks.push({ kind: 'p', lines });
  }
  return blocks;
}

/** The body as HTML fragments (no document around it). */
export function newsMarkdownToHtml(markdown: string): string {
  return blocksOf(markdown)
    .map((block) => {
      if (block.kind === 'ul') return `<ul>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</ul>`;
      const tag = block.kind === 'h1' ? 'h2' : block.kind === 'h2' ? 'h3' : 'p';
      return `<${tag}>${block.lines.map(inlineHtml).join('<br>')}</${tag}>`;
    })
    .join('\n');
}

/** The body as plain text, for the text part of the mail. */
export function newsMarkdownToText(markdown: string): string {
  return blocksOf(markdown)
    .map((block) => {
      if (block.kind === 'ul') return block.items.map((item) => `• ${inlineText(item)}`).join('\n');
      const text = block.lines.map(inlineText).join('\n');
      return block.kind === 'p' ? text : text.toUpperCase();
    })
    .join('\n\n');
}

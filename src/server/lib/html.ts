import { escapeHtml } from '@shared/text/escape-html';

export { escapeHtml };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/**
 * HTML as plain text (a Shopify product's "Body (HTML)"): line breaks and paragraph ends
 * become new lines, other tags go, the entities escapeHtml writes are read back, in one
 * pass, so `textOfHtml(escapeHtml(text))` is `text`.
 */
export function textOfHtml(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_entity, name: string) => ENTITIES[name]!)
    .trim();
}

/** A minimal, readable HTML mail in `lang`: paragraphs of escaped text, with an optional button link. */
export function simpleHtml(lang: string, paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 16px;background:#0f5e59;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(link.label)}</a></p>`
    : '';
  return htmlMail(lang, `${body}${button}`);
}

/** The frame of every HTML mail: `bodyHtml` (already escaped) in a readable page in `lang`. */
export function htmlMail(lang: string, bodyHtml: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2933">${bodyHtml}</body></html>`;
}

import { escapeHtml } from '../../lib/html';

/**
 * The blog as an Atom 1.0 feed (RFC 4287, issue 30 item 5): a pure function of what it
 * is given, so it is tested without a server. Every address is absolute; every text is
 * escaped for XML, and a post's paragraphs are escaped for HTML first (its content is
 * `type="html"`), so markup the owner typed reaches a reader as the characters typed.
 * An entry's id is its page's address, which never changes.
 */
export interface AtomEntry {
  /** Absolute address of the post's page. */
  url: string;
  title: string;
  author: string;
  /** yyyy-mm-dd, the post's date. */
  date: string;
  /** When the post last changed. */
  updated: Date;
  tags: readonly string[];
  summary: string;
  paragraphs: readonly string[];
}

export interface AtomFeed {
  /** Absolute address of the feed itself (rel="self"), also its id. */
  feedUrl: string;
  /** Absolute address of the page the feed follows (rel="alternate"). */
  pageUrl: string;
  title: string;
  subtitle: string;
  /** BCP 47, as xml:lang. */
  language: string;
  /** The feed's author when an entry names none: the shop. */
  publisher: string;
  entries: readonly AtomEntry[];
}

const xml = escapeHtml;
const timestamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
/** A date as the start of that day in UTC: Atom wants a full date-time. */
const dayStart = (date: string) => `${date}T00:00:00Z`;

export function atomFeed(feed: AtomFeed): string {
  // The feed changed when its newest entry did; with none, the epoch (Atom requires the element).
  const updated = feed.entries.reduce((latest, entry) => (entry.updated > latest ? entry.updated : latest), new Date(0));
  const entries = feed.entries.map((entry) =>
    [
      '  <entry>',
      `    <id>${xml(entry.url)}</id>`,
      `    <title type="text">${xml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(entry.url)}"/>`,
      `    <published>${dayStart(entry.date)}</published>`,
      `    <updated>${timestamp(entry.updated)}</updated>`,
      `    <author><name>${xml(entry.author)}</name></author>`,
      ...entry.tags.map((tag) => `    <category term="${xml(tag)}"/>`),
      `    <summary type="text">${xml(entry.summary)}</summary>`,
      `    <content type="html">${xml(entry.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''))}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(feed.language)}">`,
    `  <id>${xml(feed.feedUrl)}</id>`,
    `  <title type="text">${xml(feed.title)}</title>`,
    `  <subtitle type="text">${xml(feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(feed.feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(feed.pageUrl)}"/>`,
    `  <updated>${timestamp(updated)}</updated>`,
    `  <author><name>${xml(feed.publisher)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

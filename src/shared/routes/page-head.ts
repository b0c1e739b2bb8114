/**
 * What a public page says of itself in its <head> and status, beyond its title (issue 28):
 * the server writes it into the page it renders (D25). Absolute addresses are made with
 * the site's own address, which the server hands the renderer.
 */
export interface PageHead {
  /** 404 for a page whose subject does not exist (an unknown product). */
  status?: 404;
  /** The meta description search results show. */
  description?: string;
  /** Open Graph tags, property and content, in order ("og:type", "product"). */
  openGraph?: Array<[property: string, content: string]>;
  /** schema.org data, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
  /** An Atom feed the page follows (the blog's, issue 30), linked as rel="alternate". */
  feed?: { href: string; title: string };
}

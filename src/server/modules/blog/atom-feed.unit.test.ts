// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { atomFeed, type AtomFeed } from './atom-feed';

const ATOM = 'http://www.w3.org/2005/Atom';

const feed = (entries: AtomFeed['entries'] = []): AtomFeed => ({
  feedUrl: 'https://shop.example/blog/feed.xml',
  pageUrl: 'https://shop.example/',
  title: 'Pet Haven: Pet Care Tips',
  subtitle: 'Care tips from the shop',
  language: 'en-CA',
  publisher: 'Pet Haven',
  entries,
});
const entry = (fields: Partial<AtomFeed['entries'][number]> = {}): AtomFeed['entries'][number] => ({
  url: 'https://shop.example/blog/1',
  title: 'Winter paws',
  author: 'Maya Thompson',
  date: '2026-01-14',
  updated: new Date('2026-01-15T10:20:30.456Z'),
  tags: ['Dogs', 'Winter'],
  summary: 'Rinse and dry.',
  paragraphs: ['First.', 'Second.'],
  ...fields,
});

/** Parsed by a real XML parser, which refuses a document that is not well-formed. */
function parse(text: string): Document {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}
const child = (node: Element | Document, name: string) => node.getElementsByTagNameNS(ATOM, name)[0]!;

describe('the blog’s Atom feed', () => {
  it('is a well-formed Atom 1.0 document with the elements RFC 4287 requires, every address absolute', () => {
    const document = parse(atomFeed(feed([entry(), entry({ url: 'https://shop.example/blog/2', updated: new Date('2026-02-18T08:00:00Z'), date: '2026-02-18' })])));
    const root = document.documentElement;
    expect(root.namespaceURI).toBe(ATOM);
    expect(root.localName).toBe('feed');
    expect(root.getAttribute('xml:lang')).toBe('en-CA');
    expect(child(root, 'id').textContent).toBe('https://shop.example/blog/feed.xml');
    // The feed's date is its newest entry's, to the second.
    expect(root.querySelector(':scope > updated')!.textContent).toBe('2026-02-18T08:00:00Z');
    const links = [...root.querySelectorAll(':scope > link')].map((link) => [link.getAttribute('rel'), link.getAttribute('href')]);
    expect(links).toEqual([
      ['self', 'https://shop.example/blog/feed.xml'],
      ['alternate', 'https://shop.example/'],
    ]);

    const entries = [...root.getElementsByTagNameNS(ATOM, 'entry')];
    expect(entries).toHaveLength(2);
    const first = entries[0]!;
    for (const required of ['id', 'title', 'updated', 'author', 'link']) expect(first.getElementsByTagNameNS(ATOM, required)).toHaveLength(1);
    expect(child(first, 'id').textContent).toBe('https://shop.example/blog/1');
    expect(child(first, 'published').textContent).toBe('2026-01-14T00:00:00Z');
    expect(child(first, 'updated').textContent).toBe('2026-01-15T10:20:30Z');
    expect([...first.getElementsByTagNameNS(ATOM, 'category')].map((category) => category.getAttribute('term'))).toEqual(['Dogs', 'Winter']);
    expect(child(first, 'content').getAttribute('type')).toBe('html');
    expect(child(first, 'content').textContent).toBe('<p>First.</p><p>Second.</p>');
  });

  it('carries markup typed into a post as text: escaped for XML, and for HTML inside the content', () => {
    const attack = '<script>alert("x")</script> & <b>bold</b>';
    const text = atomFeed(feed([entry({ title: attack, author: attack, summary: attack, tags: ['"><x'], paragraphs: [attack] })]));
    expect(text).not.toContain('<script>');
    expect(text).not.toContain('<b>');
    const document = parse(text);
    const first = document.getElementsByTagNameNS(ATOM, 'entry')[0]!;
    expect(child(first, 'title').textContent).toBe(attack);
    expect(child(first, 'summary').textContent).toBe(attack);
    expect(child(first, 'category').getAttribute('term')).toBe('"><x');
    // A reader decoding the HTML content gets the paragraph's characters back, not markup.
    expect(child(first, 'content').textContent).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</p>');
    expect(child(first, 'content').children).toHaveLength(0);
  });

  it('still has an updated date with no entries', () => {
    const root = parse(atomFeed(feed())).documentElement;
    expect(root.querySelector(':scope > updated')!.textContent).toBe('1970-01-01T00:00:00Z');
    expect(root.getElementsByTagNameNS(ATOM, 'entry')).toHaveLength(0);
  });
});

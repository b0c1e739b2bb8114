import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogPostResponseSchema,
  blogPostsResponseSchema,
  consoleBlogPostSchema,
  consoleBlogPostsResponseSchema,
  type SaveBlogPostInput,
} from '@shared/contracts/blog';
import { blogPosts } from '@shared/site-config/blog-posts';
import { blogPostsFrench } from '@shared/site-config/blog-posts.fr-CA';
import { webDistDir } from '../../config/project-paths';
import type { ApiClient } from '../../test/api-client';
import { expectOwnerOnly, signUpOwner } from '../../test/console';
import { solidPng } from '../../test/images';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../../test/test-app';

/** The blog the owner writes (issue 30 item 5): the spec's posts seeded, drafts kept back, every change shown at once. */

if (!existsSync(join(webDistDir, '..', 'ssr', 'entry-server.js'))) {
  throw new Error('These tests need the built site and its page renderer: run `npm run build` first (npm test does).');
}

let t: TestApp;
let owner: ApiClient;
/** The app's clock: real time, until the last test moves it past the day unused uploads are kept. */
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp({ webDir: webDistDir, now: () => clock });
  owner = (await signUpOwner(t)).client;
});
afterAll(() => t.close());

const [winter, newCat] = blogPosts as [(typeof blogPosts)[number], (typeof blogPosts)[number]];

const listed = async (locale = 'en-CA', query = '') => {
  const response = await t.app.inject({ url: `/api/blog/posts?locale=${locale}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return blogPostsResponseSchema.parse(response.json()).posts;
};
const onePost = (id: number | string, locale = 'en-CA') => t.app.inject({ url: `/api/blog/posts/${id}?locale=${locale}` });
const page = async (url: string, status = 200) => {
  const response = await t.app.inject({ url, headers: { 'accept-language': 'en-CA' } });
  expect(response.statusCode, url).toBe(status);
  return response.body;
};
/** What a reader sees of a page: its body before the data script, entities read back. */
const body = (html: string) =>
  (/<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
const feed = async (url = '/blog/feed.xml') => {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  return response.body;
};

let made = 0;
const newPost = (fields: Partial<SaveBlogPostInput> = {}): SaveBlogPostInput => ({
  status: 'published',
  date: '2026-03-02',
  author: 'Casey Owner',
  imageSrc: '/images/blog/post-1.svg',
  texts: {
    'en-CA': { title: `Spring grooming ${++made}`, snippet: 'Shedding season is here.', tags: ['Dogs', 'Spring'], imageAlt: 'A dog being brushed', body: 'Brush daily.\n\nBathe monthly.' },
    'fr-CA': { title: `Toilettage printanier ${made}`, snippet: 'La mue est arrivée.', tags: ['Chiens', 'Printemps'], imageAlt: 'Un chien qu’on brosse', body: 'Brossez chaque jour.\n\nBaignez chaque mois.' },
  },
  ...fields,
});
const create = (post: SaveBlogPostInput, client = owner) => client.request('POST', '/api/console/blog-posts', post);
const consoleList = async () => consoleBlogPostsResponseSchema.parse((await owner.get('/api/console/blog-posts')).json()).posts;

describe('the blog', () => {
  it('starts with the spec’s two posts, word for word, in English and French, newest first', async () => {
    expect((await listed()).map((post) => [post.id, post.title])).toEqual([
      [2, newCat.title],
      [1, winter.title],
    ]);
    expect((await listed('fr-CA')).map((post) => post.title)).toEqual([blogPostsFrench[2]!.title, blogPostsFrench[1]!.title]);

    const first = blogPostResponseSchema.parse((await onePost(1)).json());
    expect(first).toEqual({
      id: 1,
      title: winter.title,
      author: winter.author,
      date: winter.date,
      tags: winter.tags,
      snippet: winter.snippet,
      image: { src: winter.image.src, alt: winter.image.alt, width: 800, height: 450 },
      paragraphs: winter.paragraphs,
      previousId: null,
      nextId: 2,
    });
    expect(blogPostResponseSchema.parse((await onePost(2)).json())).toMatchObject({ previousId: 1, nextId: null, paragraphs: newCat.paragraphs });
    expect(blogPostResponseSchema.parse((await onePost(1, 'fr-CA')).json()).paragraphs).toEqual(blogPostsFrench[1]!.paragraphs);

    const html = body(await page('/blog/1'));
    for (const paragraph of winter.paragraphs) expect(html).toContain(`<p>${paragraph}</p>`);
    expect(body(await page('/'))).toContain(winter.snippet);
    expect(await page('/blog/1')).toContain(`<link rel="alternate" type="application/atom+xml" title="Pet Care Tips feed (Atom)" href="${TEST_BASE_URL}/blog/feed.xml" />`);
    expect(await page('/fr/blog/1')).toContain(`href="${TEST_BASE_URL}/fr/blog/feed.xml"`);
    expect(await page('/')).toContain(`href="${TEST_BASE_URL}/blog/feed.xml"`);
  });

  it('has a feed of the published posts in each language, with absolute addresses', async () => {
    const english = await feed();
    expect(english).toContain(`<link rel="self" type="application/atom+xml" href="${TEST_BASE_URL}/blog/feed.xml"/>`);
    expect(english).toContain(`<id>${TEST_BASE_URL}/blog/1</id>`);
    expect(english).toContain(`<title type="text">${winter.title}</title>`);
    const french = await feed('/fr/blog/feed.xml');
    expect(french).toContain(`<id>${TEST_BASE_URL}/fr/blog/2</id>`);
    expect(french).toContain('xml:lang="fr-CA"');
    // Its ETag answers a reader that already has it.
    const again = await t.app.inject({ url: '/blog/feed.xml' });
    expect((await t.app.inject({ url: '/blog/feed.xml', headers: { 'if-none-match': String(again.headers.etag) } })).statusCode).toBe(304);
  });

  it('keeps a draft from the public everywhere, and shows it the moment it is published, in both languages', async () => {
    const draft = await create(newPost({ status: 'draft', date: '2026-12-01' }));
    expect(draft.statusCode, draft.body).toBe(201);
    const { id, texts } = consoleBlogPostSchema.parse(draft.json());
    const title = texts['en-CA'].title;

    expect((await listed()).map((post) => post.id)).not.toContain(id);
    expect((await onePost(id)).statusCode).toBe(404);
    expect(body(await page(`/blog/${id}`, 404))).toContain('Blog Post Not Found');
    expect(await feed()).not.toContain(title);
    expect(body(await page('/'))).not.toContain(title);
    expect((await consoleList()).find((post) => post.id === id)).toMatchObject({ status: 'draft', title, missing: [] });

    const published = await owner.request('PUT', `/api/console/blog-posts/${id}`, newPost({ status: 'published', date: '2026-12-01', texts }));
    expect(published.statusCode, published.body).toBe(200);
    // The newest two on the home page, in each language; the page and the feed at once.
    const home = body(await page('/'));
    expect(home).toContain(title);
    expect(home).toContain(newCat.title);
    expect(home).not.toContain(winter.title);
    expect(body(await page('/fr'))).toContain(texts['fr-CA']!.title);
    expect(body(await page(`/blog/${id}`))).toContain('<p>Brush daily.</p><p>Bathe monthly.</p>');
    expect(body(await page(`/fr/blog/${id}`))).toContain('<p>Brossez chaque jour.</p>');
    expect(await feed()).toContain(`<title type="text">${title}</title>`);
    expect(await feed('/fr/blog/feed.xml')).toContain(texts['fr-CA']!.title);
    expect(blogPostResponseSchema.parse((await onePost(2)).json()).nextId).toBe(id);

    // Back to a draft: gone again.
    expect((await owner.request('PUT', `/api/console/blog-posts/${id}`, newPost({ status: 'draft', texts }))).statusCode).toBe(200);
    expect(body(await page('/'))).not.toContain(title);
    expect(await feed()).not.toContain(title);
  });

  it('shows what the owner typed as text, in the page, on the home page and in the feed', async () => {
    const attack = '<script>alert("blog")</script><img src=x onerror=alert(1)>';
    const response = await create(
      newPost({
        date: '2026-12-30',
        texts: { 'en-CA': { title: `Tip ${attack}`, snippet: `Snippet ${attack}`, tags: ['<b onclick=x>'], imageAlt: attack, body: `Para ${attack}` } },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id } = consoleBlogPostSchema.parse(response.json());
    for (const html of [await page(`/blog/${id}`), await page('/')]) {
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;script&gt;alert');
    }
    const xml = await feed();
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('<title type="text">Tip &lt;script&gt;alert(&quot;blog&quot;)&lt;/script&gt;');
    // Worded in English only: the French pages show the English.
    expect(body(await page(`/fr/blog/${id}`))).toContain('Para &lt;script&gt;');
    expect((await consoleList()).find((post) => post.id === id)!.missing).toEqual(['fr-CA']);
  });

  it('is written by the owner alone: anyone else is refused and nothing changes', async () => {
    await expectOwnerOnly(t, owner, (client) => create(newPost({ status: 'draft' }), client), 201, async () => (await consoleList()).length);
    await expectOwnerOnly(t, owner, (client) => client.request('PUT', '/api/console/blog-posts/1', newPost({ status: 'draft' })), 200, async () => (await listed()).map((post) => post.id));
    // The owner's PUT made post 1 a draft: put the spec's words back for the tests after.
    expect((await listed()).map((post) => post.id)).not.toContain(1);
    const restored = await owner.request('PUT', '/api/console/blog-posts/1', {
      status: 'published',
      date: winter.date,
      author: winter.author,
      imageSrc: winter.image.src,
      texts: {
        'en-CA': { title: winter.title, snippet: winter.snippet, tags: winter.tags, imageAlt: winter.image.alt, body: winter.paragraphs.join('\n\n') },
      },
    });
    expect(restored.statusCode).toBe(200);
    expect(blogPostResponseSchema.parse((await onePost(1)).json()).paragraphs).toEqual(winter.paragraphs);

    for (const url of ['/api/console/blog-posts', '/api/console/blog-posts/1']) {
      await expectOwnerOnly(t, owner, (client) => client.get(url), 200, async () => null);
    }
    const log = (await owner.get('/api/console/audit')).json() as { events: Array<{ action: string; subject: string }> };
    expect(log.events.some((event) => event.action === 'blogPost.updated' && event.subject === 'blogPost:1')).toBe(true);
    expect(log.events.some((event) => event.action === 'blogPost.created')).toBe(true);
  });

  it('refuses a bad post with a reason for each field, and keeps nothing of it', async () => {
    const before = await consoleList();
    const refused = async (post: unknown, fields: Record<string, string>) => {
      const response = await owner.request('POST', '/api/console/blog-posts', post);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error.fields).toMatchObject(fields);
    };
    const english = newPost().texts['en-CA'];
    await refused(newPost({ texts: { 'en-CA': { ...english, title: '  ' } } }), { 'texts.en-CA.title': 'Please enter a title.' });
    await refused(newPost({ texts: { 'fr-CA': english } as never }), { 'texts.en-CA': expect.any(String) as never });
    await refused(newPost({ date: '2026-02-30' }), { date: 'Please enter a real date (yyyy-mm-dd).' });
    for (const imageSrc of ['https://evil.example/x.png', 'javascript:alert(1)', '/media/../../etc/passwd', '/images/blog/x.svg"onload="alert(1)']) {
      await refused(newPost({ imageSrc }), { imageSrc: 'Please upload a picture (PNG, JPEG or WebP).' });
    }
    await refused(newPost({ texts: { 'en-CA': { ...english, tags: Array.from({ length: 9 }, (_, i) => `t${i}`) } } }), { 'texts.en-CA.tags': 'A post can have at most 8 tags.' });
    await refused(newPost({ texts: { 'en-CA': { ...english, body: 'a\u0000b' } } }), { 'texts.en-CA.body': expect.any(String) as never });
    await refused(newPost({ texts: { 'en-CA': { ...english, title: 'x'.repeat(161) } } }), { 'texts.en-CA.title': 'This text can be at most 160 characters.' });
    await refused({ ...newPost(), id: 1 }, { body: expect.any(String) as never });
    await refused({ ...newPost(), status: 'scheduled' }, { status: expect.any(String) as never });
    expect(await consoleList()).toEqual(before);

    expect((await owner.request('PUT', '/api/console/blog-posts/999999', newPost())).statusCode).toBe(404);
    expect((await owner.get('/api/console/blog-posts/abc')).statusCode).toBe(422);
    expect((await onePost('99999999999')).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/blog/posts?limit=0' })).statusCode).toBe(422);
    expect(await listed('en-CA', '&limit=1')).toHaveLength(1);
  });

  it('keeps an uploaded picture a post shows, drafts included, when the worker deletes unused uploads', async () => {
    const upload = async (rgb: [number, number, number]) => {
      const uploaded = await owner.upload('/api/console/product-images', solidPng({ size: 24, rgb }), 'image/png');
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      return (uploaded.json() as { src: string }).src;
    };
    const shown = await upload([0x44, 0x22, 0x99]);
    const unused = await upload([0x99, 0x22, 0x44]);
    expect((await create(newPost({ status: 'draft', imageSrc: shown }))).statusCode).toBe(201);

    clock = new Date(clock.getTime() + 26 * 3_600_000);
    await t.app.jobs.runDue();
    expect((await t.app.inject(unused)).statusCode).toBe(404);
    expect((await t.app.inject(shown)).statusCode).toBe(200);
  });

  it('is in the API document', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    for (const path of ['/api/blog/posts', '/api/blog/posts/{id}', '/api/console/blog-posts', '/api/console/blog-posts/{id}', '/blog/feed.xml', '/fr/blog/feed.xml']) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});

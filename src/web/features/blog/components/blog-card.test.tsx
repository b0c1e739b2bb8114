import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { Route, Routes } from 'react-router';
import { blogPosts } from '@shared/site-config/blog-posts';
import { BlogCard } from '@web/features/blog/components/blog-card';
import { BlogPostRoute } from '@web/routes/blog-post';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const [winter, newCat] = blogPosts as [(typeof blogPosts)[number], (typeof blogPosts)[number]];

/** The home page's pet-care tips, and the blog post pages their links open. */
function renderBlog(path = '/') {
  return renderScreen(
    <Routes>
      <Route
        index
        element={
          <section aria-label="Pet Care Tips">
            {blogPosts.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </section>
        }
      />
      <Route path="blog/:id" element={<BlogPostRoute />} />
    </Routes>,
    { path },
  );
}

const article = () => screen.getByRole('article');

describe('the blog (spec §2, §3): tips on the home page, each opening its post', () => {
  it('lists each tip with its title and snippet, and Read More opens the whole post', async () => {
    const { user } = renderBlog();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([winter.title, newCat.title]);
    expect(cards[0]!.textContent).toContain(winter.snippet);
    await expectNoAxeViolations();

    // Its hidden words name the post for a screen reader (jsdom drops the space before them).
    await user.click(screen.getByRole('link', { name: (name) => name.replace(/^Read More\s*about /, '') === winter.title }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(winter.title);
    expect(article().textContent).toContain('By Maya Thompson');
    expect(within(article()).getByText('January 14, 2026').getAttribute('datetime')).toBe('2026-01-14');
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['Dogs', 'Grooming', 'Winter']);
    expect(screen.getByRole('img', { name: winter.image.alt })).toBeTruthy();
    for (const paragraph of winter.paragraphs) expect(within(article()).getByText(paragraph).tagName).toBe('P');
    expect(document.title).toContain(winter.title);
    await expectNoAxeViolations();
  });

  it('moves between posts: the first has no previous post, the last no next one, and both lead home', async () => {
    const { user } = renderBlog('/blog/1');
    const postNav = () => screen.getByRole('navigation', { name: 'Blog posts' });
    const links = () => within(postNav()).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links()).toEqual([
      ['Back to Home', '/'],
      ['Next Post →', '/blog/2'],
    ]);

    await user.click(within(postNav()).getByRole('link', { name: /Next Post/ }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(newCat.title);
    expect(article().textContent).toContain('By Jordan Lee');
    expect(links()).toEqual([
      ['← Previous Post', '/blog/1'],
      ['Back to Home', '/'],
    ]);

    await user.click(within(postNav()).getByRole('link', { name: 'Back to Home' }));
    expect(screen.getAllByRole('link', { name: /^Read More/ })).toHaveLength(2);
  });

  it("says 'Blog Post Not Found' for an id there is no post for, with the way home", async () => {
    for (const path of ['/blog/3', '/blog/0', '/blog/1x']) {
      const { unmount } = renderBlog(path);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blog Post Not Found');
      expect(screen.getByText("Sorry, the blog post you're looking for doesn't exist.")).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
      unmount();
    }
    await expectNoAxeViolations();
  });
});

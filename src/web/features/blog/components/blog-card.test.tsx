import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { Route, Routes } from 'react-router';
import { BLOG_IMAGE_SIZE, type BlogPostSummary } from '@shared/contracts/blog';
import { blogPosts } from '@shared/site-config/blog-posts';
import { BlogCard } from '@web/features/blog/components/blog-card';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

/** The spec's two tips as the API lists them (the posts' pages are the blog API's and e2e/blog.spec.ts's). */
const tips: BlogPostSummary[] = blogPosts.map(({ paragraphs: _paragraphs, image, ...post }) => ({ ...post, image: { src: image.src, alt: image.alt, ...BLOG_IMAGE_SIZE } }));
const [winter, newCat] = tips as [BlogPostSummary, BlogPostSummary];

function renderCards() {
  return renderScreen(
    <Routes>
      <Route
        index
        element={
          <section aria-label="Pet Care Tips">
            {tips.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </section>
        }
      />
      <Route path="blog/:id" element={<p>Post page</p>} />
    </Routes>,
    { path: '/' },
  );
}

describe('the home page’s pet-care tips (spec §2, §3)', () => {
  it('lists each tip with its title, snippet and a picture of fixed size, and Read More names and opens its post', async () => {
    const { user } = renderCards();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([winter.title, newCat.title]);
    expect(cards[0]!.textContent).toContain(winter.snippet);
    const image = cards[0]!.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '450']);
    await expectNoAxeViolations();

    const more = within(cards[1]!).getByRole('link', { name: (name) => name.replace(/^Read More\s*about /, '') === newCat.title });
    expect(more.getAttribute('href')).toBe('/blog/2');
    await user.click(more);
    expect(screen.getByText('Post page')).toBeTruthy();
  });
});

import { test, expect } from './support/test';
import { blogPosts } from '../src/shared/site-config/blog-posts';
import { expectNoAxeViolations } from './support/axe';

const [first, second] = blogPosts;

test('post 1 shows its content and links on to post 2', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/blog/1');
  const post = first!;
  await expect(page).toHaveTitle(`${post.title} | Pet Haven`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(main).toContainText(`By ${post.author}`);
  await expect(main.locator(`time[datetime="${post.date}"]`)).toHaveText('January 14, 2026');
  await expect(main.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(post.tags);
  const image = main.getByRole('img', { name: post.image.alt });
  await expect(image).toHaveAttribute('width', String(post.image.width));
  await expect(image).toHaveAttribute('height', String(post.image.height));
  expect(post.paragraphs.length).toBeGreaterThanOrEqual(4);
  for (const paragraph of post.paragraphs) await expect(main.getByText(paragraph)).toBeVisible();

  await expect(main.getByRole('link', { name: /Previous Post/ })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);

  await main.getByRole('link', { name: /Next Post/ }).click();
  await expect(page).toHaveURL('/blog/2');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(second!.title);
});

test('post 2 links back to post 1 and home, with no Next Post', async ({ page }) => {
  await page.goto('/blog/2');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(second!.title);
  await expect(main.getByRole('link', { name: /Next Post/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await main.getByRole('link', { name: /Previous Post/ }).click();
  await expect(page).toHaveURL('/blog/1');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(first!.title);

  await main.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Pet Haven');
});

for (const path of ['/blog/3', '/blog/abc', '/blog/0']) {
  test(`${path} shows Blog Post Not Found`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page).toHaveTitle('Blog Post Not Found | Pet Haven');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
    await expect(main.getByText("Sorry, the blog post you're looking for doesn't exist.", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });
}

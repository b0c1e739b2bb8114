import { randomUUID } from 'node:crypto';
import { solidPng } from '../src/server/test/images';
import { expectNoAxeViolations } from './support/axe';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { expect, test, type Page } from './support/test';

/**
 * The shop's own pages and its blog (issue 30 item 5): the owner publishes a care tip in
 * both languages and finds it on the home pages and in the feeds, and rewords the privacy
 * policy, which /privacy shows at once. Other journeys read the same server's blog and
 * pages: each test puts back what it changed.
 */

const main = (page: Page) => page.getByRole('main');
const send = (page: Page, method: 'PUT', url: string, data: unknown) => page.request.fetch(url, { method, data, headers: { origin: appURL } });

test('the owner publishes a care tip in English and French and sees it on / and /fr and in both feeds', async ({ page, request }) => {
  const mark = randomUUID().slice(0, 6);
  const title = `Summer water safety ${mark}`;
  const frenchTitle = `La sécurité au bord de l’eau ${mark}`;
  await signInAsOwner(page.request);
  let postPath: string | undefined;
  try {
    await page.goto('/console/blog');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Care tips');
    await expect(main(page).getByRole('link', { name: 'Winter Paw and Coat Care Between Grooming Visits' })).toBeVisible();
    await expectNoAxeViolations(page);

    await main(page).getByRole('link', { name: 'Write a care tip' }).click();
    const form = main(page).getByRole('form', { name: 'New care tip' });
    // Saved empty: each field says what it needs, and nothing is written.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert').first()).toContainText('Please fix the highlighted fields.');
    await expect(form.getByText('Please enter a title.')).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByLabel('State').selectOption('published');
    await form.getByLabel('Date').fill('2027-06-01');
    await form.getByLabel('Author').fill('Olive Owner');
    await form.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'lake.png', mimeType: 'image/png', buffer: solidPng({ size: 32, rgb: [0x1e, 0x6f, 0xa8] }) });
    await expect(form.getByText('Image uploaded. The preview shows it.')).toBeVisible();
    const english = form.getByRole('group', { name: 'In English' });
    await english.getByLabel('Title').fill(title);
    await english.getByLabel('Summary').fill('Lakes, pools and hot pavement: a short checklist.');
    await english.getByLabel('Tags').fill('Dogs, Summer');
    await english.getByLabel('Picture description').fill('A dog in a life jacket on a dock');
    await english.getByLabel('Paragraphs').fill('Not every dog swims. <b>Start</b> in the shallows.\n\nRinse off chlorine and lake water after a swim.');
    const french = form.getByRole('group', { name: 'In French' });
    await french.getByLabel('Title').fill(frenchTitle);
    await french.getByLabel('Summary').fill('Lacs, piscines et asphalte chaud : une courte liste.');
    await french.getByLabel('Tags').fill('Chiens, Été');
    await french.getByLabel('Picture description').fill('Un chien en gilet de sauvetage sur un quai');
    await french.getByLabel('Paragraphs').fill('Tous les chiens ne nagent pas.\n\nRincez le chlore et l’eau du lac après la baignade.');
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL('/console/blog');
    await expect(main(page)).toContainText(`“${title}” is saved.`);
    const row = main(page).getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Published');
    postPath = new URL(await row.getByRole('link').getAttribute('href').then((href) => href!), appURL).pathname;
    const id = postPath.split('/').pop()!;

    // The home page's Pet Care Tips: the newest two.
    await page.goto('/');
    const tips = page.getByRole('region', { name: 'Pet Care Tips' });
    await expect(tips.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(tips.getByRole('article')).toHaveCount(2);

    // Its page, with what was typed shown as text.
    await page.goto(`/blog/${id}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(main(page).getByText('Not every dog swims. <b>Start</b> in the shallows.')).toBeVisible();
    await expect(main(page).getByRole('img', { name: 'A dog in a life jacket on a dock' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Then in French (the site remembers the language last read, so English comes first).
    await page.goto('/fr');
    await expect(page.getByRole('region', { name: 'Conseils pour vos animaux' }).getByRole('heading', { level: 3, name: frenchTitle })).toBeVisible();
    await page.goto(`/fr/blog/${id}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(frenchTitle);
    await expectNoAxeViolations(page);

    // The feeds, which the pages a guest is served name in their head.
    const guestPage = await (await request.get(`/fr/blog/${id}`)).text();
    expect(guestPage).toContain(`<link rel="alternate" type="application/atom+xml" title="Fil des conseils pour vos animaux (Atom)" href="${appURL}/fr/blog/feed.xml" />`);
    const feed = await page.request.get('/blog/feed.xml');
    expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(await feed.text()).toContain(`<title type="text">${title}</title>`);
    expect(await (await page.request.get('/fr/blog/feed.xml')).text()).toContain(`<title type="text">${frenchTitle}</title>`);

    // The console in French.
    await page.goto('/fr/console/blog');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Conseils pour vos animaux');
    await expectNoAxeViolations(page);
    await page.goto(`/fr${postPath}`);
    await expect(main(page).getByRole('form')).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    // Back to a draft: the other journeys find the spec's two posts.
    if (postPath) {
      const id = Number(postPath.split('/').pop());
      const post = (await (await page.request.get(`/api/console/blog-posts/${id}`)).json()) as Record<string, unknown>;
      const { id: _id, ...body } = post;
      expect((await send(page, 'PUT', `/api/console/blog-posts/${id}`, { ...body, status: 'draft' })).status()).toBe(200);
    }
  }
});

test('the owner rewords the privacy policy and /privacy shows it at once; the pages are linked from the footer', async ({ page }) => {
  const words = `## Who we are ${randomUUID().slice(0, 6)}\n\nWe keep <i>only</i> what we need.`;
  await signInAsOwner(page.request);
  try {
    await page.goto('/console/translations');
    const form = main(page).getByRole('form', { name: 'Privacy policy' });
    const englishBox = form.getByLabel('In English');
    // It starts from the built-in policy, to edit.
    await expect(englishBox).toHaveValue(/PIPEDA/);
    await englishBox.fill(words);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(/saved/i)).toBeVisible();

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(words.split('\n')[0]!.slice(3));
    await expect(main(page).getByText('We keep <i>only</i> what we need.')).toBeVisible();
    await expectNoAxeViolations(page);
    // French readers see the English until the owner words it in French.
    await page.goto('/fr/privacy');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
    await expectNoAxeViolations(page);
  } finally {
    expect((await send(page, 'PUT', '/api/console/shop-texts/privacy', { locale: 'en-CA', value: '' })).status()).toBe(200);
  }
  // The French pages were read last: the site now remembers French (ADR 0015).
  await page.context().clearCookies({ name: 'pet-haven-locale' });
  await page.goto('/privacy');
  await expect(main(page)).toContainText('PIPEDA');
  for (const path of ['/terms', '/fr/terms']) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.goto('/fr/terms');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Conditions de vente et de réservation');
});

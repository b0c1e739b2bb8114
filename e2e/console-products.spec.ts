import sharp from 'sharp';
import { solidPng } from '../src/server/test/images';
import type { ConsoleProduct, ProductBody, UploadedImage } from '../src/shared/contracts/console-catalogue';
import { createAccount, mainNavLink, newAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signInAsOwner } from './support/console';
import { appURL } from './support/ports';
import { expect, test, type Locator, type Page } from './support/test';

/**
 * The products console (issue 12), as an owner uses it. Each journey ends with its
 * product off sale, so the shop's nine demo products are what later specs see.
 */
const main = (page: Page) => page.getByRole('main');
const productForm = (page: Page, name: string) => main(page).getByRole('form', { name });
const productRow = (page: Page, name: string) => main(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const shopCard = (page: Page, name: string) => main(page).getByRole('article', { name });

/**
 * An image is drawn, not only named: the browser has decoded it (a broken one has no width).
 * In the shop it may be one of the upload's WebP copies (its srcset), whose width the browser
 * reports as drawn rather than as stored.
 */
async function expectDrawn(image: Locator): Promise<void> {
  await expect(image).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}\.png$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

async function saveAndReturnToList(page: Page, form: Locator, button: string, notice: string): Promise<void> {
  await form.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL('/console/products');
  await expect(main(page).getByRole('status').filter({ hasText: notice })).toBeVisible();
}

test('an owner creates a product with an uploaded image, changes its price and takes it off sale', async ({ page }, testInfo) => {
  const name = `Lantern Chew Toy ${testInfo.project.name}`;
  const carouselName = `Lantern ${testInfo.project.name}`;
  await signInAsOwner(page.request);

  await page.goto('/console/products');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Products');
  await expect(main(page).getByRole('table', { name: 'All products, in the order the shop shows them' })).toBeVisible();
  await expectNoAxeViolations(page);

  await main(page).getByRole('link', { name: 'New product' }).click();
  await expect(page).toHaveURL('/console/products/new');
  const form = productForm(page, 'New product');
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(form.getByRole('alert').first()).toHaveText('Please correct the marked fields.');
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);

  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Name in the home page carousel (optional)').fill(carouselName);
  await form.getByLabel('Description', { exact: true }).fill('A glowing rubber lantern to chew on.');
  await form.getByLabel('Price in dollars').fill('12.50');
  await form.getByLabel('Units in stock').fill('5');
  await form.getByLabel('Position in the shop').fill('0');
  await form.getByLabel('Image', { exact: true }).setInputFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: solidPng({ size: 16, rgb: [0xe8, 0x7a, 0x1e] }) });
  await expect(form.getByRole('status').filter({ hasText: 'Image uploaded.' })).toBeVisible();
  await expectDrawn(form.locator('img'));
  await form.getByLabel('Image description').fill('An orange rubber lantern');
  await expectNoAxeViolations(page);
  await saveAndReturnToList(page, form, 'Create product', `${name} was created.`);
  await expect(productRow(page, name)).toContainText('$12.50');
  await expect(productRow(page, name)).toContainText('On sale');

  // In the shop and the home page carousel, with the uploaded image.
  await page.goto('/shop');
  await expect(shopCard(page, name).getByText('$12.50', { exact: true })).toBeVisible();
  await expectDrawn(shopCard(page, name).getByRole('img', { name: 'An orange rubber lantern' }));
  await page.goto('/');
  const slide = page.getByRole('region', { name: 'Trending products', exact: true }).getByRole('link').filter({ hasText: carouselName });
  await expect(slide).toContainText('$12.50');
  await expectDrawn(slide.locator('img'));

  // A new price, seen in the shop the app already loaded: the change refreshed it.
  await (await mainNavLink(page, testInfo.project.name, 'Shop')).click();
  await expect(shopCard(page, name)).toBeVisible();
  await (await mainNavLink(page, testInfo.project.name, 'Console')).click();
  await main(page).getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Products' }).click();
  await productRow(page, name).getByRole('link', { name: `Edit ${name}` }).click();
  const editForm = productForm(page, `Edit ${name}`);
  await expect(editForm.getByLabel('Price in dollars')).toHaveValue('12.50');
  // Its page's address, made from its name, which a rename keeps (issue 28).
  const address = `/shop/lantern-chew-toy-${testInfo.project.name}`;
  await expect(main(page).getByRole('link', { name: address })).toHaveAttribute('href', address);
  await editForm.getByLabel('Price in dollars').fill('9.95');
  await saveAndReturnToList(page, editForm, 'Save changes', `${name} was saved.`);
  await (await mainNavLink(page, testInfo.project.name, 'Shop')).click();
  await expect(shopCard(page, name).getByText('$9.95', { exact: true })).toBeVisible();

  // Off sale: gone from the shop, still in the console to put back later.
  await page.goto('/console/products');
  await productRow(page, name).getByRole('link', { name: `Edit ${name}` }).click();
  await productForm(page, `Edit ${name}`).getByLabel('On sale in the shop').uncheck();
  await saveAndReturnToList(page, productForm(page, `Edit ${name}`), 'Save changes', `${name} was saved.`);
  await expect(productRow(page, name)).toContainText('Off sale');
  await page.goto('/shop');
  await expect(main(page).getByRole('article').first()).toBeVisible();
  await expect(shopCard(page, name)).toHaveCount(0);
});

test("the shop's card draws a copy of the owner's full-size photo as wide as the screen needs: 200 px on a phone, 400 on a computer", { tag: '@phone' }, async ({ page, request }, testInfo) => {
  await signInAsOwner(request);
  const photo = await sharp({ create: { width: 2_400, height: 1_800, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
  const uploaded = await request.post('/api/console/product-images', { data: photo, headers: { origin: appURL, 'content-type': 'image/jpeg' } });
  expect(uploaded.status()).toBe(201);
  const { src } = (await uploaded.json()) as UploadedImage;
  const name = `Meadow Hay ${testInfo.project.name}`;
  const body: ProductBody = { name, description: 'Sweet meadow hay.', price: '8.00', stock: 5, sortOrder: 0, imageSrc: src, imageAlt: 'A bale of meadow hay', active: true };
  const created = (await (await request.post('/api/console/products', { data: body, headers: { origin: appURL } })).json()) as ConsoleProduct;
  try {
    await page.goto('/shop');
    const picture = shopCard(page, name).getByRole('img', { name: 'A bale of meadow hay' });
    await expect(picture).toHaveAttribute('src', src);
    await expect(picture).toHaveAttribute('srcset', /^\/media\/[0-9a-f]{64}\.webp 200w, .* 1200w$/);
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    // The copy the browser chose, and its width as the srcset declares it.
    const chosen = await picture.evaluate((element: HTMLImageElement) => {
      const current = new URL(element.currentSrc).pathname;
      const candidate = element.srcset.split(', ').find((each) => each.startsWith(`${current} `));
      return { current, width: candidate && Number.parseInt(candidate.split(' ')[1]!, 10) };
    });
    expect(chosen.current).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    // A card is half a phone's width (195 CSS pixels at 390): the 200-pixel copy; about 360 on
    // a computer: the 400-pixel one. Never the 2400-pixel photo.
    expect(chosen.width).toBe(testInfo.project.name === 'mobile' ? 200 : 400);
  } finally {
    // Off sale again, so later specs see the shop's nine demo products.
    await request.put(`/api/console/products/${created.id}`, { data: { ...body, active: false }, headers: { origin: appURL } });
  }
});

test('the products list fits a 360 px phone: the table scrolls in its own region', { tag: '@phone' }, async ({ page }) => {
  await signInAsOwner(page.request);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/console/products');
  const region = main(page).getByRole('region', { name: 'All products, in the order the shop shows them' });
  await expect(region.getByRole('rowheader', { name: 'Small Dog Food' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});

test('checkout stops and says so when the owner changed a price after the cart was shown', async ({ page, request }) => {
  await signInAsOwner(request);
  const body: ProductBody = {
    name: 'Price Watch Biscuits',
    description: 'Biscuits whose price is about to change.',
    price: '4.00',
    stock: 20,
    sortOrder: 0,
    imageSrc: '/images/products/cat-pouches.svg',
    imageAlt: 'A bag of biscuits',
    active: true,
  };
  const created = (await (await request.post('/api/console/products', { data: body, headers: { origin: appURL } })).json()) as ConsoleProduct;
  try {
    await createAccount(page.request, newAccount('Casey Customer'));
    expect((await page.request.post('/api/cart/items', { data: { productId: created.id }, headers: { origin: appURL } })).ok()).toBe(true);
    await page.goto('/cart');
    const summary = main(page).getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText('$4.52');

    const changed = await request.put(`/api/console/products/${created.id}`, { data: { ...body, price: '5.00' }, headers: { origin: appURL } });
    expect(changed.ok()).toBe(true);
    await main(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'Prices in your cart have changed since you opened it. Please check the new total, then check out again.',
    );
    await expect(summary).toContainText('$5.65');
    await expect(page).toHaveURL('/cart');
  } finally {
    // Off sale again, so later specs see the shop's nine demo products.
    await request.put(`/api/console/products/${created.id}`, { data: { ...body, active: false }, headers: { origin: appURL } });
  }
});

/** The CSV file the console's Export CSV link downloads. */
async function exportCsv(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await main(page).getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('products.csv');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test('an owner exports the catalogue as CSV, checks a file with a problem, then imports the export back unchanged', async ({ page }) => {
  await signInAsOwner(page.request);
  await page.goto('/console/products');
  const exported = await exportCsv(page);
  const [header, ...rows] = exported.trim().split('\r\n');
  expect(header).toBe(
    'Handle,Title,Body (HTML),Published,Tags,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,' +
      'Variant SKU,Variant Barcode,Variant Price,Variant Inventory Qty,Image Src,Image Alt Text',
  );
  const products = new Set(rows.map((row) => row.split(',')[0])).size;

  const form = main(page).getByRole('form', { name: 'Import CSV' });
  const file = form.getByLabel('CSV file');
  await file.setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\r\n${rows[0]!.replace(/,\d+\.\d\d,/, ',-4.00,')}\r\n`) });
  await form.getByRole('button', { name: 'Check file' }).click();
  const problems = main(page).getByRole('region', { name: /1 problem to fix before importing/ });
  await expect(problems.getByRole('row').nth(1)).toContainText('2Variant Price');
  await expect(form.getByRole('button', { name: 'Import' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await file.setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(exported) });
  await form.getByRole('button', { name: 'Check file' }).click();
  await expect(main(page).getByText(`No problems found. Importing will add 0 products, change 0 and leave ${products} as they are.`)).toBeVisible();
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(main(page).getByText(`Imported: 0 products added, 0 changed, ${products} left as they were.`)).toBeVisible();

  await page.goto('/fr/console/products');
  await expect(main(page).getByRole('link', { name: 'Exporter en CSV' })).toBeVisible();
  await expectNoAxeViolations(page);
});

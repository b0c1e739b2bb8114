import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@shared/contracts/owner';
import { productCsvColumns, productCsvHeader, productCsvRequired, productImportReportSchema } from '@shared/contracts/product-csv';
import { productListResponseSchema } from '@shared/contracts/products';
import { toCsv, type CsvCell } from '../../lib/csv';
import { ApiClient, newUser } from '../../test/api-client';
import { allConsoleProducts, signUpOwner } from '../../test/console';
import { signUpProvider } from '../../test/ownership-matrix';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner } = await signUpOwner(t));
});
afterAll(() => t.close());

const EXPORT = '/api/console/products/export.csv';
const IMPORT = '/api/console/products/import';
const IMAGE = `${TEST_BASE_URL}/images/products/cat-pouches.svg`;

const exported = async () => {
  const response = await owner.get(EXPORT);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};
const importCsv = async (csv: string, dryRun = false, headers: Record<string, string> = {}) => {
  const response = await owner.post(IMPORT, { csv, dryRun }, headers);
  return { status: response.statusCode, report: productImportReportSchema.parse(response.json()) };
};
/** One product as a row of Shopify's columns, in productCsvHeader's order. */
const row = (handle: string, fields: Partial<Record<(typeof productCsvHeader)[number], CsvCell>> = {}): CsvCell[] => {
  const cells: Record<string, CsvCell> = {
    Handle: handle,
    Title: `Rope Toy ${handle}`,
    'Body (HTML)': 'A knotted cotton rope.',
    Published: 'TRUE',
    'Variant Price': '12.50',
    'Variant Inventory Qty': 7,
    'Image Src': IMAGE,
    'Image Alt Text': 'A knotted rope',
    ...fields,
  };
  return productCsvHeader.map((name) => cells[name]!);
};
const fileOf = (...rows: CsvCell[][]) => toCsv(productCsvHeader, rows);
/** The header of a file with only the columns an import needs: one row per product, as a hand-made file has it. */
const requiredHeader = productCsvRequired.map((column) => productCsvColumns[column]).join(',');
const at = (name: (typeof productCsvHeader)[number]) => productCsvHeader.indexOf(name);
const consoleProducts = () => allConsoleProducts(owner);

describe('who may export and import', () => {
  it('answers 401 signed out, 403 to a customer and a provider', async () => {
    const customer = new ApiClient(t.app);
    await customer.signUp(newUser());
    const provider = await signUpProvider(t);
    for (const [client, status] of [
      [new ApiClient(t.app), 401],
      [customer, 403],
      [provider, 403],
    ] as const) {
      expect((await client.get(EXPORT)).statusCode).toBe(status);
      expect((await client.post(IMPORT, { csv: fileOf(row('sneaky')), dryRun: false })).statusCode).toBe(status);
    }
    expect((await consoleProducts()).some((product) => product.slug === 'sneaky')).toBe(false);
  });
});

describe('the export', () => {
  it("writes every product in shop order in Shopify's columns, images by absolute URL", async () => {
    const response = await owner.get(EXPORT);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    const [header, ...records] = parse(response.body) as string[][];
    expect(header).toEqual([
      'Handle', 'Title', 'Body (HTML)', 'Published', 'Tags',
      'Option1 Name', 'Option1 Value', 'Option2 Name', 'Option2 Value', 'Option3 Name', 'Option3 Value',
      'Variant SKU', 'Variant Barcode', 'Variant Price', 'Variant Inventory Qty', 'Image Src', 'Image Alt Text',
    ]);
    const products = await consoleProducts();
    // One row per variant; the demo's products have one each.
    expect(records.map((record) => record[0])).toEqual(products.flatMap((product) => product.variants.map(() => product.slug)));
    for (const record of records) {
      expect(record[at('Image Src')]).toMatch(new RegExp(`^${TEST_BASE_URL}/`));
      expect(record[at('Variant Price')]).toMatch(/^\d+\.\d\d$/);
      expect(['TRUE', 'FALSE']).toContain(record[at('Published')]);
    }
    const giraffe = records.find((record) => record[0] === products.find((product) => product.categories.length > 0)!.slug)!;
    expect(giraffe[at('Tags')]).toMatch(/^[a-z-]+(, [a-z-]+)*$/);
  });
});

describe('the import', () => {
  it('takes its own export back unchanged: nothing written, the same file after', async () => {
    const before = await exported();
    const { status, report } = await importCsv(before);
    expect(status).toBe(200);
    expect(report).toMatchObject({ written: true, created: 0, updated: 0, problems: [] });
    expect(report.unchanged).toBe((await consoleProducts()).length);
    expect(await exported()).toBe(before);
  });

  it('creates new handles and updates known ones, audited, and the shop shows it in its next answer', async () => {
    const [first] = await consoleProducts();
    const etag = (await t.app.inject('/api/products')).headers.etag;
    const file = fileOf(
      row(first!.slug, { Title: 'Renamed by CSV', 'Body (HTML)': first!.description, 'Variant Price': '3.00', 'Image Src': `${TEST_BASE_URL}${first!.image.src}`, 'Image Alt Text': first!.image.alt }),
      row('rope-toy-large', { 'Body (HTML)': '<p>Strong &amp; soft</p><p>Cotton</p>' }),
    );
    const dry = await importCsv(file, true);
    expect(dry.report).toMatchObject({ dryRun: true, written: false, created: 1, updated: 1, problems: [] });
    expect((await consoleProducts()).some((product) => product.slug === 'rope-toy-large')).toBe(false);

    const { status, report } = await importCsv(file);
    expect(status).toBe(200);
    expect(report).toMatchObject({ written: true, created: 1, updated: 1 });
    const products = await consoleProducts();
    expect(products.find((product) => product.id === first!.id)).toMatchObject({ name: 'Renamed by CSV', priceCents: 300 });
    expect(products.find((product) => product.slug === 'rope-toy-large')).toMatchObject({
      description: 'Strong & soft\nCotton',
      priceCents: 1250,
      stock: 7,
      active: true,
      image: { src: '/images/products/cat-pouches.svg', alt: 'A knotted rope' },
    });

    const shop = await t.app.inject('/api/products');
    expect(shop.headers.etag).not.toBe(etag);
    expect(productListResponseSchema.parse(shop.json()).products.map((product) => product.name)).toContain('Renamed by CSV');

    const audit = ((await owner.get('/api/console/audit')).json() as AuditPage).events;
    expect(audit.filter((event) => event.details.via === 'csv').map((event) => event.action).sort()).toEqual(['product.created', 'product.updated']);
  });

  it('refuses a new product at the address of a shop page (/shop/search)', async () => {
    const { report } = await importCsv(fileOf(row('search')), true);
    expect(report.problems.map(({ row, column }) => ({ row, column }))).toEqual([{ row: 2, column: 'Handle' }]);
  });

  it('a dry run with three bad rows names each by row and column, in the reader’s language, and writes nothing', async () => {
    const before = await exported();
    const file = fileOf(
      row('good-row'),
      row('bad-price', { 'Variant Price': '-4.00' }),
      row('good-row'),
      row('Not A Handle', { Published: 'maybe' }),
    );
    const { status, report } = await importCsv(file, true);
    expect(status).toBe(200);
    expect(report.written).toBe(false);
    expect(report.problems.map(({ row, column }) => ({ row, column }))).toEqual([
      { row: 3, column: 'Variant Price' },
      { row: 4, column: 'Handle' },
      { row: 5, column: 'Handle' },
      { row: 5, column: 'Published' },
    ]);
    expect(report.problems[1]!.message).toBe('This handle is already on earlier rows with another product between them: keep a product’s rows together.');

    const french = await importCsv(file, true, { 'accept-language': 'fr-CA' });
    expect(french.report.problems[3]!.message).toBe('Veuillez écrire TRUE ou FALSE.');

    const refused = await importCsv(file);
    expect(refused.status).toBe(422);
    expect(refused.report).toMatchObject({ written: false });
    expect(refused.report.problems).toHaveLength(4);
    expect(await exported()).toBe(before);
  });

  it.each([
    ['an unclosed quote', `${requiredHeader}\r\nbroken,"Rope,x,TRUE,1.00,1,${IMAGE},alt\r\n`],
    ['a row with a cell too many', `${requiredHeader}\r\nextra-cell,Rope,x,TRUE,1.00,1,${IMAGE},alt,surplus\r\n`],
  ])('refuses %s as unreadable and writes nothing', async (_case, csv) => {
    const before = await exported();
    const { status, report } = await importCsv(csv);
    expect(status).toBe(422);
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]!.message).toMatch(/^The file cannot be read as CSV near line \d+/);
    expect(await exported()).toBe(before);
  });

  it('refuses a file missing a required column, and reads past columns it does not keep', async () => {
    const missing = await importCsv('Handle,Title\r\nrope,Rope\r\n', true);
    expect(missing.report.problems.map((problem) => problem.column)).toEqual(['Body (HTML)', 'Published', 'Variant Price', 'Variant Inventory Qty', 'Image Src', 'Image Alt Text']);
    expect(missing.report.problems[0]).toMatchObject({ row: 1, message: 'This column is missing from the header row.' });

    const extra = toCsv([...productCsvHeader, 'Vendor', 'Type'], [[...row('with-vendor'), 'Acme', 'Toy']]);
    const { report } = await importCsv(extra, true);
    expect(report).toMatchObject({ ignoredColumns: ['Vendor', 'Type'], created: 1, problems: [] });

    // Only the columns an import needs: each row one product of one variant.
    const bare = await importCsv(`${requiredHeader}\r\nbare-rope,Rope,x,TRUE,1.00,1,${IMAGE},alt\r\n`, true);
    expect(bare.report).toMatchObject({ created: 1, problems: [] });
  });

  it("refuses another site's image and an image never uploaded", async () => {
    const file = fileOf(row('elsewhere', { 'Image Src': 'https://cdn.shopify.com/s/files/rope.png' }), row('not-uploaded', { 'Image Src': `/media/${'a'.repeat(64)}.png` }));
    const { report } = await importCsv(file, true);
    expect(report.problems.map(({ row, column }) => `${row} ${column}`)).toEqual(['2 Image Src', '3 Image Src']);
  });

  it('defuses a formula-like title on export and stores it literally on import', async () => {
    const formula = '=HYPERLINK("http://evil.example","Click")';
    expect((await importCsv(`${requiredHeader}\r\nformula-title,"${formula.replaceAll('"', '""')}",x,TRUE,1.00,1,${IMAGE},alt\r\n`)).report.created).toBe(1);
    expect((await consoleProducts()).find((product) => product.slug === 'formula-title')!.name).toBe(formula);

    const csv = await exported();
    const record = (parse(csv) as string[][]).find((cells) => cells[0] === 'formula-title')!;
    expect(record[1]).toBe(`'${formula}`);
    // Its own export imported back changes nothing: the apostrophe the writer added is taken off again.
    expect((await importCsv(csv)).report).toMatchObject({ updated: 0, created: 0 });
  });

  it('imports 2,000 rows in one go and exports them back unchanged', async () => {
    const rows = Array.from({ length: 2000 }, (_, index) =>
      row(`bulk-kibble-${index}`, { Title: `Kibble ${index} lb`, 'Variant Price': `${index}.${String(index % 100).padStart(2, '0')}`, 'Variant Inventory Qty': index }),
    );
    const { status, report } = await importCsv(fileOf(...rows));
    expect(status).toBe(200);
    expect(report).toMatchObject({ written: true, created: 2000, updated: 0, problems: [] });

    const csv = await exported();
    expect(csv.split('\r\n').filter((line) => line.startsWith('bulk-kibble-'))).toHaveLength(2000);
    const again = await importCsv(csv);
    expect(again.report).toMatchObject({ created: 0, updated: 0, problems: [] });
    expect(await exported()).toBe(csv);
  }, 60_000);
});

describe('variants and categories', () => {
  /** A kibble in three sizes: its first row carries the product, the others only their variant. */
  const kibble = (handle: string, sizes: Array<[string, string, string]>, first: Partial<Record<(typeof productCsvHeader)[number], CsvCell>> = {}) =>
    sizes.map(([size, sku, price], index) =>
      index === 0
        ? row(handle, { Title: 'Hearty Kibble', Tags: 'dog, food', 'Option1 Name': 'Size', 'Option1 Value': size, 'Variant SKU': sku, 'Variant Price': price, ...first })
        : row(handle, { Title: '', 'Body (HTML)': '', Published: '', 'Image Src': '', 'Image Alt Text': '', 'Option1 Value': size, 'Variant SKU': sku, 'Variant Price': price }),
    );
  const sizes: Array<[string, string, string]> = [
    ['4 lb', 'HK-4', '12.99'],
    ['15 lb', 'HK-15', '34.99'],
    ['30 lb', 'HK-30', '59.99'],
  ];

  it('imports a product in three sizes with its categories, shows it in the shop, and exports it back unchanged', async () => {
    const { status, report } = await importCsv(fileOf(...kibble('hearty-kibble', sizes)));
    expect(status).toBe(200);
    expect(report).toMatchObject({ written: true, created: 1, problems: [] });

    const shop = productListResponseSchema.parse((await t.app.inject('/api/products?category=dog&category=food')).json());
    const shown = shop.products.find((product) => product.slug === 'hearty-kibble')!;
    expect(shown.priceCents).toBe(1299);
    expect(shown.variants.map((variant) => [variant.label, variant.sku, variant.priceCents])).toEqual([
      ['4 lb', 'HK-4', 1299],
      ['15 lb', 'HK-15', 3499],
      ['30 lb', 'HK-30', 5999],
    ]);
    expect(shown.categories.sort()).toEqual(['dog', 'food']);

    const csv = await exported();
    const lines = csv.split('\r\n').filter((line) => line.startsWith('hearty-kibble,'));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe('hearty-kibble,,,,,,15 lb,,,,,HK-15,,34.99,7,,');
    const again = await importCsv(csv);
    expect(again.report).toMatchObject({ created: 0, updated: 0, problems: [] });
    expect(await exported()).toBe(csv);
  });

  it('updates a variant in place by its SKU, so carts and orders that name it keep it', async () => {
    const before = (await consoleProducts()).find((product) => product.slug === 'hearty-kibble')!;
    const changed = sizes.map(([size, sku, price]): [string, string, string] => [size, sku, sku === 'HK-15' ? '31.99' : price]);
    const { report } = await importCsv(fileOf(...kibble('hearty-kibble', changed)));
    expect(report).toMatchObject({ written: true, updated: 1, created: 0 });
    const after = (await consoleProducts()).find((product) => product.slug === 'hearty-kibble')!;
    expect(after.variants.map((variant) => variant.id)).toEqual(before.variants.map((variant) => variant.id));
    expect(after.variants.find((variant) => variant.sku === 'HK-15')!.priceCents).toBe(3199);
  });

  it('names a SKU repeated in the file, a SKU another product has and a negative variant price by row, and writes nothing', async () => {
    const before = await exported();
    const file = fileOf(
      ...kibble('twin-kibble', [
        ['4 lb', 'TW-1', '9.99'],
        ['15 lb', 'TW-1', '19.99'],
        ['30 lb', 'TW-3', '-1.00'],
      ]),
      ...kibble('copy-kibble', [['4 lb', 'HK-4', '9.99']]),
    );
    const { status, report } = await importCsv(file);
    expect(status).toBe(422);
    expect(report.problems.map(({ row, column }) => `${row} ${column}`)).toEqual(['3 Variant SKU', '4 Variant Price', '5 Variant SKU']);
    expect(report.problems[2]!.message).toBe('Another variant already has that SKU.');
    expect(await exported()).toBe(before);
  });
});

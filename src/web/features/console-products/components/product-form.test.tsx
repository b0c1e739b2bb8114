import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { PRODUCT_IMAGE_MAX_BYTES, type ConsoleProduct } from '@shared/contracts/console-catalogue';
import { ProductForm } from '@web/features/console-products/components/product-form';
import { ProductTable } from '@web/features/console-products/components/product-list';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const giraffe: ConsoleProduct = {
  id: 3,
  name: 'Giraffe Plush Toy',
  slug: 'giraffe-plush-toy',
  categories: [],
  carouselName: 'Giraffe Plush',
  description: 'A soft giraffe.',
  priceCents: 780,
  stock: 12,
  available: 12,
  lowStock: false,
  sortOrder: 3,
  active: true,
  image: { src: '/images/products/giraffe-plush-toy.svg', alt: 'A yellow plush giraffe' },
  updatedAt: '2027-03-01T12:00:00.000Z',
  options: [],
  variants: [],
};

function renderForm(product?: ConsoleProduct) {
  const onSaved = vi.fn();
  const rendered = renderScreen(<ProductForm product={product} onSaved={onSaved} />, { path: '/console/products/new' });
  return { ...rendered, onSaved };
}

const form = () => screen.getByRole('form');
const field = (label: string | RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;
const marked = (label: string | RegExp) => field(label).getAttribute('aria-invalid') === 'true';
/** A field's message: what aria-describedby points at, as a screen reader reads it with the field. */
const messageOf = (label: string | RegExp) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the product form, checked with the server’s contract before anything is sent', () => {
  it('marks every missing field, focuses the first, and sends nothing', async () => {
    const { user, onSaved } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(within(form()).getByRole('alert').textContent).toBe('Please correct the marked fields.');
    expect(document.activeElement).toBe(field('Name'));
    for (const label of ['Name', 'Description', 'Price in dollars', 'Image', 'Image description']) expect(marked(label), label).toBe(true);
    expect(marked(/carousel/)).toBe(false);
    expect(messageOf('Name')).toContain('Please enter a name.');
    expect(messageOf('Image')).toContain('Please upload an image of the product.');
    expect(messageOf('Image description')).toContain('Please describe the image for people who cannot see it.');
    // Nothing was sent: a request would have failed (no network in component tests) and said so.
    expect(onSaved).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('says what is wrong with a price and a stock, keeps what was typed, and unmarks a field once it changes', async () => {
    const { user } = renderForm();
    await user.type(field('Name'), 'Catnip Mouse');
    await user.type(field('Description'), 'A felt mouse.');
    await user.type(field('Price in dollars'), '12.345');
    await user.clear(field('Units in stock'));
    await user.type(field('Units in stock'), '-1');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(document.activeElement).toBe(field('Price in dollars'));
    expect(messageOf('Price in dollars')).toContain('Please enter a price in dollars and cents, such as 12.50.');
    expect(messageOf('Units in stock')).toContain('Please enter the units in stock as a whole number from 0 to 100,000.');
    expect(marked('Name')).toBe(false);
    expect(field('Name').value).toBe('Catnip Mouse');
    expect(field('Description').value).toBe('A felt mouse.');

    await user.clear(field('Price in dollars'));
    await user.type(field('Price in dollars'), '12.50');
    expect(marked('Price in dollars')).toBe(false);
    expect(marked('Units in stock')).toBe(true);
  });

  it('starts an edit from the product as saved, in dollars and cents, on sale', async () => {
    const { user } = renderForm(giraffe);
    expect(screen.getByRole('form', { name: 'Edit Giraffe Plush Toy' })).toBeTruthy();
    expect(field('Price in dollars').value).toBe('7.80');
    expect(field(/carousel/).value).toBe('Giraffe Plush');
    expect(field('Units in stock').value).toBe('12');
    expect((field('On sale in the shop') as HTMLInputElement).checked).toBe(true);
    expect(form().querySelector('img')?.getAttribute('src')).toBe(giraffe.image.src);

    await user.clear(field('Description'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(document.activeElement).toBe(field('Description'));
    expect(messageOf('Description')).toContain('Please enter a description.');
    expect(field('Price in dollars').value).toBe('7.80');
  });

  it('refuses a file of another type (an SVG, a GIF) or over 2 MB at once, without uploading it', async () => {
    // The picker offers only images; a person can still choose "All files".
    const user = renderForm().user;
    const upload = async (file: File) => {
      const input = field('Image');
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await screen.findByText(/^That (file|image)/);
    };
    expect(field('Image').accept.split(',')).toEqual(['image/png', 'image/jpeg', 'image/webp', '.png', '.jpg', '.jpeg', '.webp']);
    expect(messageOf('Image')).toContain('A PNG, JPEG or WebP file of at most 2 MB and 24 megapixels (SVG is not taken).');
    await upload(new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(messageOf('Image')).toContain('That file is not a PNG, JPEG or WebP image (SVG drawings are not taken: they can carry script). Please choose one of those.');
    await upload(new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(messageOf('Image')).toContain('That file is not a PNG, JPEG or WebP image (SVG drawings are not taken: they can carry script). Please choose one of those.');
    await upload(new File([new Uint8Array(PRODUCT_IMAGE_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }));
    expect(messageOf('Image')).toContain('That image is larger than 2 MB. Please choose a smaller one.');
    expect(marked('Image')).toBe(true);
    expect(screen.getByRole('button', { name: 'Create product' }).hasAttribute('disabled')).toBe(false);
    void user;
  });
});

describe('the products table', () => {
  it('shows each product’s image, price, stock (flagged when low or sold out), state and position, with an edit link named for it', async () => {
    renderScreen(
      <ProductTable
        products={[
          giraffe,
          { ...giraffe, id: 100, name: 'Old Ball', active: false, priceCents: 1000, stock: 0, available: 0, lowStock: true, sortOrder: 9 },
          { ...giraffe, id: 101, name: 'Held Bone', stock: 6, available: 4, lowStock: true, sortOrder: 10 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'All products, in the order the shop shows them' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.trim()))).toEqual([
      ['', '$7.80', '12', '✓ On sale', '3', 'Edit Giraffe Plush Toy'],
      ['', '$10', '0✕ Sold out', '✕ Off sale', '9', 'Edit Old Ball'],
      ['', '$7.80', '6(4 available)! Low stock', '✓ On sale', '10', 'Edit Held Bone'],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Edit Old Ball' }).getAttribute('href')).toBe('/console/products/100');
    expect(screen.getByRole('region', { name: 'All products, in the order the shop shows them' }).tabIndex).toBe(0);
    await expectNoAxeViolations();
  });
});

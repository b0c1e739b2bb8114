import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { QueryClient } from '@tanstack/react-query';
import type { ConsoleProductCategory } from '@shared/contracts/categories';
import { consoleCategoriesQueryKey } from '@web/features/console-products/api/get-console-categories';
import { CategoryCreateForm } from '@web/features/console-products/components/category-create-form';
import { CategoryList } from '@web/features/console-products/components/category-list';
import { CategoryPicker } from '@web/features/console-products/components/category-picker';
import { i18n, loadEveryLanguage } from '@web/lib/i18n';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const category = (slug: string, group: ConsoleProductCategory['group'], nameEn: string, nameFr: string, sortOrder: number, productCount: number) => ({
  slug,
  group,
  nameEn,
  nameFr,
  sortOrder,
  productCount,
});
/** As GET /api/console/categories answers: pets first, then kinds, each in the owner's order. */
const categories: ConsoleProductCategory[] = [
  category('dog', 'pet', 'Dog', 'Chien', 10, 5),
  category('cat', 'pet', 'Cat', 'Chat', 20, 3),
  category('toys', 'kind', 'Toys', 'Jouets', 30, 1),
  category('beds', 'kind', 'Beds', 'Lits', 40, 0),
];

const field = (within_: HTMLElement, label: string) => within(within_).getByLabelText(label) as HTMLInputElement;
const messageOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

afterEach(() => vi.restoreAllMocks());

describe('the categories screen', () => {
  it('lists the pets, then the kinds, each with its English and French names, position, address and product count', async () => {
    renderScreen(<CategoryList categories={categories} />, { path: '/console/categories' });
    const pets = screen.getByRole('region', { name: 'Pets' });
    const kinds = screen.getByRole('region', { name: 'Kinds of product' });
    expect(within(pets).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Dog', 'Cat']);
    expect(within(kinds).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Toys', 'Beds']);

    const dog = screen.getByRole('form', { name: 'Dog' });
    expect(field(dog, 'English name').value).toBe('Dog');
    expect(field(dog, 'French name').value).toBe('Chien');
    expect(field(dog, 'French name').lang).toBe('fr-CA');
    expect(field(dog, 'Position in its group').value).toBe('10');
    expect(dog.textContent).toContain('Address: /shop?category=dog · 5 products');
    expect(screen.getByRole('form', { name: 'Toys' }).textContent).toContain('1 product');
    await expectNoAxeViolations();
  });

  it('refuses an empty name or a broken position beside the field, focused, and sends nothing', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const { user } = renderScreen(<CategoryList categories={categories} />, { path: '/console/categories' });
    const cat = screen.getByRole('form', { name: 'Cat' });
    await user.clear(field(cat, 'French name'));
    await user.clear(field(cat, 'Position in its group'));
    await user.type(field(cat, 'Position in its group'), '-3');
    await user.click(within(cat).getByRole('button', { name: /^Save changes\s*Cat$/ }));

    expect(within(cat).getByRole('alert').textContent).toBe('Please correct the marked fields.');
    expect(document.activeElement).toBe(field(cat, 'French name'));
    expect(field(cat, 'French name').getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(field(cat, 'French name'))).toContain('Please enter the category’s French name.');
    expect(field(cat, 'Position in its group').getAttribute('aria-invalid')).toBe('true');
    expect(field(cat, 'English name').getAttribute('aria-invalid')).toBeNull();
    expect(sent).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('asks before deleting, saying the products stay but leave the category; keeping it puts focus back', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const { user } = renderScreen(<CategoryList categories={categories} />, { path: '/console/categories' });
    const dog = screen.getByRole('form', { name: 'Dog' });
    await user.click(within(dog).getByRole('button', { name: /^Delete\s*Dog$/ }));

    const question = within(dog).getByRole('group', { name: /^Delete the category “Dog”\?/ });
    expect(question.textContent).toContain('Its 5 products stay in the shop but leave this category.');
    expect(document.activeElement?.textContent).toBe('Delete the category “Dog”? Its 5 products stay in the shop but leave this category.');
    expect(within(question).getByRole('button', { name: 'Delete “Dog”' })).toBeTruthy();
    await expectNoAxeViolations();

    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(within(dog).queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(within(dog).getByRole('button', { name: /^Delete\s*Dog$/ }));
    expect(sent).not.toHaveBeenCalled();

    const beds = screen.getByRole('form', { name: 'Beds' });
    await user.click(within(beds).getByRole('button', { name: /^Delete\s*Beds$/ }));
    expect(within(beds).getByRole('group').textContent).toContain('No product sits in it.');
  });
});

describe('adding a category', () => {
  it('marks the group and both names when left empty, focusing the group, and refuses an address with spaces', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const { user } = renderScreen(<CategoryCreateForm />, { path: '/console/categories' });
    const form = screen.getByRole('form', { name: 'Add a category' });
    await user.type(field(form, 'Address (optional)'), 'Small Pet');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));

    expect(within(form).getByRole('alert').textContent).toBe('Please correct the marked fields.');
    const group = within(form).getByRole('group', { name: 'Group' });
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Pets' }));
    expect(messageOf(group)).toContain('Please choose whether the category is a pet or a kind of product.');
    expect(messageOf(field(form, 'English name'))).toContain('Please enter the category’s English name.');
    expect(messageOf(field(form, 'French name'))).toContain('Please enter the category’s French name.');
    expect(messageOf(field(form, 'Address (optional)'))).toContain('lower-case letters and digits joined by hyphens');
    expect(sent).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('shows the server’s refusal of an address in use beside the address, keeping what was typed', async () => {
    // The server's answer to a slug in use (product-category-admin.service.ts), in its one error shape.
    const taken = 'A category already has the address “dog”.';
    const sent = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ error: { code: 'CATEGORY_EXISTS', message: taken, fields: { slug: taken } } }, { status: 409 }));
    const { user } = renderScreen(<CategoryCreateForm />, { path: '/console/categories' });
    const form = screen.getByRole('form', { name: 'Add a category' });
    await user.click(within(form).getByRole('radio', { name: 'Pets' }));
    await user.type(field(form, 'English name'), 'Dog');
    await user.type(field(form, 'French name'), 'Chien');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));

    await vi.waitFor(() => expect(document.activeElement).toBe(field(form, 'Address (optional)')));
    expect(messageOf(field(form, 'Address (optional)'))).toContain(taken);
    expect(field(form, 'French name').value).toBe('Chien');
    expect(JSON.parse(String(sent.mock.calls[0]![1]!.body))).toEqual({ group: 'pet', nameEn: 'Dog', nameFr: 'Chien' });
  });
});

describe('the product form’s category picker', () => {
  const withCategories = () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(consoleCategoriesQueryKey, categories);
    return queryClient;
  };

  it('groups the categories by pet and kind, ticks the product’s own, and hands back the new choice', async () => {
    const onChange = vi.fn();
    const { user } = renderScreen(<CategoryPicker value={['dog', 'toys']} onChange={onChange} />, { queryClient: withCategories() });
    const picker = screen.getByRole('group', { name: 'Categories' });
    const pets = within(picker).getByRole('group', { name: 'Pets' });
    const kinds = within(picker).getByRole('group', { name: 'Kinds of product' });
    expect(within(pets).getAllByRole('checkbox').map((box) => [(box as HTMLInputElement).value, (box as HTMLInputElement).checked])).toEqual([
      ['dog', true],
      ['cat', false],
    ]);
    expect(within(kinds).getByRole('checkbox', { name: 'Toys' })).toHaveProperty('checked', true);

    await user.click(within(kinds).getByRole('checkbox', { name: 'Beds' }));
    expect(onChange).toHaveBeenLastCalledWith(['dog', 'toys', 'beds']);
    await user.click(within(pets).getByRole('checkbox', { name: 'Dog' }));
    expect(onChange).toHaveBeenLastCalledWith(['toys']);
    await expectNoAxeViolations();
  });

  it('names the categories in French on the French console', async () => {
    await loadEveryLanguage();
    i18n.activate('fr-CA');
    try {
      renderScreen(<CategoryPicker value={['cat']} onChange={() => {}} />, { queryClient: withCategories(), path: '/fr/console/products/new' });
      const picker = screen.getByRole('group', { name: 'Catégories' });
      expect(within(picker).getByRole('group', { name: 'Animaux' })).toBeTruthy();
      expect(within(picker).getByRole('checkbox', { name: 'Chat' })).toHaveProperty('checked', true);
      expect(within(picker).getByRole('checkbox', { name: 'Jouets' })).toHaveProperty('checked', false);
      await expectNoAxeViolations();
    } finally {
      i18n.activate('en-CA');
    }
  });
});

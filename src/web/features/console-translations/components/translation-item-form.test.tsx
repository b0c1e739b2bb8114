import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import type { ConsoleTranslationItem } from '@shared/contracts/translations';
import { TranslationItemForm } from '@web/features/console-translations/components/translation-item-form';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const ropeForDogs: ConsoleTranslationItem = {
  kind: 'product',
  id: '2',
  english: { name: 'Rope for Dogs', carouselName: 'Rope for Dogs', description: 'A braided cotton tug rope.', imageAlt: 'A knotted rope toy' },
  translations: { 'fr-CA': { name: 'Corde pour chiens' } },
  missing: { 'fr-CA': ['description', 'imageAlt'] },
};

const form = () => screen.getByRole('form', { name: /^Rope for Dogs/ });
const field = (label: string) => within(form()).getByLabelText(label, { exact: true }) as HTMLInputElement;
/** What a field's aria-describedby points at, read as a screen reader would. */
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

afterEach(() => vi.restoreAllMocks());

describe('a product’s French words in the console (issue 16)', () => {
  it('shows each field of the item with its English beside it and marks what is missing', async () => {
    renderScreen(<TranslationItemForm item={ropeForDogs} />, { path: '/console/translations' });
    expect(within(form()).getByRole('heading', { level: 3 }).textContent).toBe('Rope for Dogs(product)Missing');
    expect(field('Name in French').value).toBe('Corde pour chiens');
    expect(field('Name in French').lang).toBe('fr-CA');
    expect(description(field('Name in French'))).toBe('English: Rope for Dogs');
    expect(description(field('Description in French'))).toBe('English: A braided cotton tug rope. Missing: readers of this language see the English.');
    expect(within(form()).queryByLabelText('Carousel name in French')).not.toBeNull();
    await expectNoAxeViolations();
  });

  it('refuses a name longer than the English may be, beside it, and sends nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { user } = renderScreen(<TranslationItemForm item={ropeForDogs} />, { path: '/console/translations' });
    await user.clear(field('Carousel name in French'));
    await user.click(field('Carousel name in French'));
    await user.paste('x'.repeat(41));
    await user.click(within(form()).getByRole('button', { name: 'Save' }));

    expect(field('Carousel name in French').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('Carousel name in French'))).toContain('This text can be at most 40 characters.');
    expect(document.activeElement).toBe(field('Carousel name in French'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a service only the fields it has', () => {
    renderScreen(
      <TranslationItemForm item={{ kind: 'service', id: 'test-grooming', english: { name: 'Test Grooming Service', description: 'A wash.' }, translations: {}, missing: { 'fr-CA': ['name', 'description'] } }} />,
      { path: '/console/translations' },
    );
    const service = screen.getByRole('form', { name: /^Test Grooming Service/ });
    expect(within(service).getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['name', 'description']);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { QueryClient } from '@tanstack/react-query';
import type { Pet } from '@shared/contracts/pets';
import { petListQueryKey } from '@web/features/pets/api/get-pets';
import { PetsSection } from '@web/features/pets/components/pets-section';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const nibbles: Pet = { id: 'p1', name: 'Nibbles', type: 'Small Pet', age: '1 year', breed: 'Not specified', size: null, coat: null, weightKg: null, createdAt: '2026-01-01T00:00:00.000Z' };

function renderPets(pets: Pet[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(petListQueryKey, { pets });
  return renderScreen(<PetsSection />, { path: '/profile', queryClient });
}

const form = () => screen.getByRole('form');
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
const save = () => within(form()).getByRole('button', { name: 'Save Pet' });

describe('the pet form (spec §5): name, type and age, checked before anything is sent', () => {
  it("says the spec's words, marks each missing field, focuses the first, and loses nothing typed", async () => {
    const { user } = renderPets([]);
    await user.click(screen.getByRole('button', { name: 'Add Pet' }));
    expect(document.activeElement).toBe(field('Name'));
    await user.click(save());

    expect(within(form()).getByRole('alert').textContent).toBe('Please fill out all required fields.');
    expect(document.activeElement).toBe(field('Name'));
    for (const label of ['Name', 'Type', 'Age']) expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(field('Breed (optional)').getAttribute('aria-invalid')).toBeNull();
    await expectNoAxeViolations();

    // Blanks do not count; a fixed field stops being marked.
    await user.type(field('Name'), '   ');
    await user.selectOptions(field('Type'), 'Fish');
    await user.type(field('Breed (optional)'), 'Goldfish');
    expect(field('Type').getAttribute('aria-invalid')).toBeNull();
    await user.click(save());
    expect(within(form()).getByRole('alert').textContent).toBe('Please fill out all required fields.');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Age').getAttribute('aria-invalid')).toBe('true');
    expect(field('Breed (optional)').value).toBe('Goldfish');
    // Nothing was sent: a request would have failed the test (no network in component tests).

    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'My Pets' }));
  });

  it('needs them when editing too, and Cancel returns to the pet unchanged', async () => {
    const { user } = renderPets([nibbles]);
    await user.click(screen.getByRole('button', { name: /^Edit\s*Nibbles$/ }));
    expect(screen.getByRole('heading', { name: 'Edit Nibbles' })).toBeTruthy();
    await user.clear(field('Age'));
    await user.click(save());
    expect(within(form()).getByRole('alert').textContent).toBe('Please fill out all required fields.');
    expect(field('Age').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Age'));

    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    const card = screen.getByRole('article', { name: 'Nibbles' });
    expect(document.activeElement).toBe(within(card).getByRole('heading', { name: 'Nibbles' }));
    expect(card.textContent).toContain('1 year');
    expect(card.textContent).toContain('Not specified');
  });
});

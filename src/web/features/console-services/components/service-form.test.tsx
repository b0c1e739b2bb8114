import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import type { ConsoleService, ConsoleServiceList } from '@shared/contracts/console-catalogue';
import { ServiceForm } from '@web/features/console-services/components/service-form';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const wellnessExam: ConsoleService = {
  id: 'wellness-exam',
  categoryId: 'veterinary',
  name: 'Wellness Exam',
  description: 'A nose-to-tail check-up.',
  durationMinutes: 30,
  priceCents: 6500,
  petTypes: ['Dog', 'Cat'],
  providerIds: [1],
  active: true,
  rebookWeeks: null,
  deposit: { kind: 'none', value: 0 },
  updatedAt: '2027-03-01T12:00:00.000Z', options: [], requiredVaccines: [],
};

const catalogue: ConsoleServiceList = {
  categories: [
    { id: 'grooming', name: 'Grooming', description: '', sortOrder: 1 },
    { id: 'veterinary', name: 'Veterinary', description: '', sortOrder: 2 },
  ],
  services: [wellnessExam],
  providers: [
    { id: 1, displayName: 'Pet Haven Care Team' },
    { id: 2, displayName: 'Riley Provider' },
  ],
};

function renderForm(service?: ConsoleService) {
  const onSaved = vi.fn();
  const rendered = renderScreen(<ServiceForm service={service} catalogue={catalogue} title="New service" onSaved={onSaved} />, {
    path: '/console/services/new',
  });
  return { ...rendered, onSaved };
}

const form = () => screen.getByRole('form', { name: 'New service' });
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
const save = () => within(form()).getByRole('button', { name: 'Save service' });
const group = (name: string) => within(form()).getByRole('group', { name });
/** What the field's aria-describedby points at, read as a screen reader would. */
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function fillValidService(user: ReturnType<typeof renderForm>['user']) {
  await user.selectOptions(field('Category'), 'veterinary');
  await user.type(field('Name'), 'Dental Check');
  await user.type(field('Description'), 'Teeth and gums.');
  await user.type(field('Duration in minutes'), '45');
  await user.type(field('Price in dollars'), '55');
  await user.click(within(group('Pet types')).getByRole('checkbox', { name: 'Dog' }));
}

describe('the service form (issue 12): checked with the server contract before anything is sent', () => {
  it('refuses 47 minutes beside the field, focuses it, and keeps everything typed', async () => {
    const { user, onSaved } = renderForm();
    await fillValidService(user);
    await user.clear(field('Duration in minutes'));
    await user.type(field('Duration in minutes'), '47');
    await user.click(save());

    expect(within(form()).getByRole('alert').textContent).toBe('Please correct the marked fields.');
    const duration = field('Duration in minutes');
    expect(duration.getAttribute('aria-invalid')).toBe('true');
    expect(description(duration)).toContain('The duration must be a whole number of minutes from 5 to 480, in steps of 5');
    expect(document.activeElement).toBe(duration);
    // Nothing was sent (a request fails component tests) and nothing typed was lost.
    expect(onSaved).not.toHaveBeenCalled();
    expect([field('Name').value, duration.value, field('Price in dollars').value]).toEqual(['Dental Check', '47', '55']);
    expect((within(group('Pet types')).getByRole('checkbox', { name: 'Dog' }) as HTMLInputElement).checked).toBe(true);
    await expectNoAxeViolations();

    // Fixing the field clears its mark.
    await user.clear(duration);
    await user.type(duration, '45');
    expect(duration.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a service for no pet type, at the group, with focus on its first box', async () => {
    const { user } = renderForm();
    await fillValidService(user);
    await user.click(within(group('Pet types')).getByRole('checkbox', { name: 'Dog' }));
    await user.click(save());

    expect(description(group('Pet types'))).toContain('Please choose at least one pet type.');
    expect(document.activeElement).toBe(within(group('Pet types')).getByRole('checkbox', { name: 'Dog' }));
    expect(field('Duration in minutes').getAttribute('aria-invalid')).toBeNull();
  });

  it('marks every missing field of an empty form and focuses the first', async () => {
    const { user } = renderForm();
    await user.selectOptions(field('Category'), '');
    await user.click(save());

    for (const label of ['Category', 'Name', 'Description', 'Duration in minutes', 'Price in dollars']) {
      expect(field(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(description(field('Price in dollars'))).toContain('Please enter a price in dollars and cents, such as 12.50.');
    expect(document.activeElement).toBe(field('Category'));
  });

  it('starts an edit from the service as saved, with its pet types, providers and active state', () => {
    renderForm(wellnessExam);
    expect(field('Category').value).toBe('veterinary');
    expect(field('Duration in minutes').value).toBe('30');
    expect(field('Price in dollars').value).toBe('65.00');
    const checked = (name: string) =>
      within(group(name))
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.parentElement?.textContent);
    expect(checked('Pet types')).toEqual(['Dog', 'Cat']);
    expect(checked('Providers')).toEqual(['Pet Haven Care Team']);
    expect(checked('Booking')).toEqual(['Customers can book it (active)']);
  });

  it('adds a size and coat row and a required vaccine (issue 14), and marks a row twice beside its coat', async () => {
    const { user } = renderForm();
    await fillValidService(user);
    const rows = group('Times and prices by size and coat');
    await user.click(within(rows).getByRole('button', { name: 'Add a size and coat row' }));
    await user.click(within(rows).getByRole('button', { name: 'Add a size and coat row' }));
    for (const name of ['Row 1', 'Row 2']) {
      const row = within(rows).getByRole('group', { name });
      await user.selectOptions(within(row).getByLabelText('Size'), 'giant');
      await user.selectOptions(within(row).getByLabelText('Coat'), 'double');
      await user.type(within(row).getByLabelText('Minutes'), '120');
      await user.type(within(row).getByLabelText('Price ($)'), '95');
    }
    await user.click(within(group('Required vaccinations')).getByRole('checkbox', { name: 'Rabies' }));
    await user.click(save());

    const repeated = within(within(rows).getByRole('group', { name: 'Row 2' })).getByLabelText('Coat');
    expect(repeated.getAttribute('aria-invalid')).toBe('true');
    expect(description(repeated)).toContain('This size and coat already have a row.');
    expect(description(rows)).toContain('This size and coat already have a row.');
    await expectNoAxeViolations();

    await user.click(within(rows).getByRole('button', { name: 'Remove row 2' }));
    expect(within(rows).queryByRole('group', { name: 'Row 2' })).toBeNull();
    expect((within(group('Required vaccinations')).getByRole('checkbox', { name: 'Rabies' }) as HTMLInputElement).checked).toBe(true);
  });
});

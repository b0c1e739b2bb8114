import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/dom';
import type { ConsoleServiceList } from '@shared/contracts/console-catalogue';
import { ServiceList } from '@web/features/console-services/components/service-list';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const catalogue: ConsoleServiceList = {
  categories: [
    { id: 'veterinary', name: 'Veterinary', description: 'Check-ups and vaccinations.', sortOrder: 2 },
    { id: 'specialty', name: 'Specialty', description: 'Care for particular needs.', sortOrder: 4 },
  ],
  services: [
    {
      id: 'dental-check',
      categoryId: 'veterinary',
      name: 'Dental Check',
      description: 'Teeth and gums.',
      durationMinutes: 45,
      priceCents: 5550,
      petTypes: ['Dog', 'Small Pet'],
      providerIds: [1],
      active: false,
      rebookWeeks: null,
    deposit: { kind: 'none', value: 0 },
      updatedAt: '2027-03-01T12:00:00.000Z', options: [], requiredVaccines: [],
    },
  ],
  providers: [{ id: 1, displayName: 'Pet Haven Care Team' }],
};

describe('the services list', () => {
  it('groups services under their category, with their facts, state and an Edit link; an empty category says so', async () => {
    renderScreen(<ServiceList catalogue={catalogue} />, { path: '/console/services' });
    const veterinary = screen.getByRole('region', { name: 'Veterinary' });
    const item = within(veterinary).getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe('Dental Check');
    for (const fact of ['45 minutes', '$55.50', 'Dog, Small Pet', 'Pet Haven Care Team', 'Inactive']) expect(item.textContent).toContain(fact);
    expect(within(item).getByRole('link', { name: /^Edit\s*Dental Check$/ }).getAttribute('href')).toBe('/console/services/dental-check');
    expect(within(screen.getByRole('region', { name: 'Specialty' })).getByText(/coming soon/)).toBeTruthy();
    await expectNoAxeViolations();
  });
});

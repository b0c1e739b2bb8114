import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingQuoteSchema, serviceCatalogResponseSchema } from '@shared/contracts/booking';
import { consoleMessages, consoleServiceListSchema, consoleServiceSchema, type ConsoleService, type ServiceBody } from '@shared/contracts/console-catalogue';
import type { AuditPage } from '@shared/contracts/owner';
import { english } from '@shared/test/english';
import { ApiClient, newUser } from '../../test/api-client';
import { PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The console's side of issue 14: a service's durations and prices by size and coat,
 * and the vaccines it requires, set by the owner and written to the audit log.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => PINNED_NOW });
});
afterAll(async () => t.close());

async function serviceOf(owner: ApiClient, id: string): Promise<ConsoleService> {
  const { services } = consoleServiceListSchema.parse((await owner.get('/api/console/services')).json());
  return services.find((service) => service.id === id)!;
}

/** The service as the console's form sends it back, with its rows and vaccines changed. */
function bodyOf(service: ConsoleService, changes: Pick<ServiceBody, 'options' | 'requiredVaccines'>): ServiceBody {
  const { categoryId, name, description, durationMinutes, priceCents, petTypes, providerIds, active } = service;
  return { categoryId, name, description, durationMinutes, price: (priceCents / 100).toFixed(2), petTypes, providerIds, active, ...changes };
}

async function auditOf(owner: ApiClient, subject: string) {
  const page = (await owner.get('/api/console/audit')).json() as AuditPage;
  return page.events.filter((event) => event.subject === subject);
}

describe("a service's size and coat rows and required vaccines", () => {
  it('are listed for the demo Full Groom and daycare, most specific row first', async () => {
    const { client: owner } = await signUpOwner(t);
    const groom = await serviceOf(owner, 'full-groom');
    expect(groom.options.map((o) => [o.size, o.coat, o.durationMinutes, o.priceCents])).toEqual([
      ['giant', 'double', 120, 9500],
      ['small', 'any', 45, 4500],
      ['large', 'any', 90, 7500],
      ['giant', 'any', 105, 8500],
      ['any', 'double', 75, 6500],
    ]);
    expect(groom.requiredVaccines).toEqual([]);
    expect((await serviceOf(owner, 'doggy-daycare')).requiredVaccines).toEqual(['rabies', 'dhpp']);
    expect(await serviceOf(owner, 'test-grooming')).toMatchObject({ options: [], requiredVaccines: [] });
  });

  it('are replaced by the owner, change what customers are quoted, and are audited; the same save again records nothing', async () => {
    const { client: owner, email } = await signUpOwner(t);
    const before = await serviceOf(owner, 'puppy-manners');
    const body = bodyOf(before, {
      options: [
        { size: 'large', coat: 'any', durationMinutes: 90, price: '60' },
        { size: 'small', coat: 'long', durationMinutes: 45, price: '40.50' },
      ],
      requiredVaccines: ['dhpp', 'rabies', 'dhpp'],
    });
    const saved = consoleServiceSchema.parse((await owner.request('PUT', '/api/console/services/puppy-manners', body)).json());
    expect(saved.options.map((o) => [o.size, o.coat, o.priceCents])).toEqual([
      ['small', 'long', 4050],
      ['large', 'any', 6000],
    ]);
    expect(saved.requiredVaccines).toEqual(['rabies', 'dhpp']);

    const customer = new ApiClient(t.app);
    await customer.signUp(newUser('Quinn Customer'));
    const quote = bookingQuoteSchema.parse((await customer.get('/api/booking-quote?serviceId=puppy-manners&size=large&coat=short')).json());
    expect(quote.terms).toMatchObject({ durationMinutes: 90, priceCents: 6000 });
    expect(quote.requiredVaccines).toEqual(['rabies', 'dhpp']);
    const { categories } = serviceCatalogResponseSchema.parse((await customer.get('/api/services')).json());
    expect(categories.flatMap((c) => c.services).find((s) => s.id === 'puppy-manners')).toMatchObject({
      requiredVaccines: ['rabies', 'dhpp'],
      variesBy: { size: true, coat: true },
    });

    const [event] = await auditOf(owner, 'service:puppy-manners');
    expect(event).toMatchObject({ action: 'service.updated', actor: email });
    expect(event!.details.changes).toEqual({
      options: [[], ['small/long: 45 min, $40.50', 'large/any: 90 min, $60']],
      requiredVaccines: [[], ['rabies', 'dhpp']],
    });
    await owner.request('PUT', '/api/console/services/puppy-manners', body);
    expect(await auditOf(owner, 'service:puppy-manners')).toHaveLength(1);

    // Back as the seed has it, for the other tests.
    await owner.request('PUT', '/api/console/services/puppy-manners', bodyOf(before, { options: [], requiredVaccines: [] }));
    expect(await serviceOf(owner, 'puppy-manners')).toMatchObject({ options: [], requiredVaccines: [] });
  });

  it('refuse a size and coat twice, an unknown size, a bad duration and an unknown vaccine, changing nothing', async () => {
    const { client: owner } = await signUpOwner(t);
    const before = await serviceOf(owner, 'full-groom');
    const put = (changes: Pick<ServiceBody, 'options' | 'requiredVaccines'>) =>
      owner.request('PUT', '/api/console/services/full-groom', bodyOf(before, changes));
    const twice = await put({ options: [{ size: 'giant', coat: 'any', durationMinutes: 90, price: '80' }, { size: 'giant', coat: 'any', durationMinutes: 95, price: '85' }] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.fields['options.1.coat']).toBe(english(consoleMessages.optionRepeated));
    const size = await put({ options: [{ size: 'enormous' as 'giant', coat: 'any', durationMinutes: 90, price: '80' }] });
    expect(size.json().error.fields['options.0.size']).toBe(english(consoleMessages.optionSizeRequired));
    const duration = await put({ options: [{ size: 'giant', coat: 'any', durationMinutes: 47, price: '80' }] });
    expect(duration.json().error.fields['options.0.durationMinutes']).toBeDefined();
    const vaccine = await put({ requiredVaccines: ['distemper' as 'dhpp'] });
    expect(vaccine.json().error.fields['requiredVaccines.0']).toBe(english(consoleMessages.vaccineUnknown));
    expect(await serviceOf(owner, 'full-groom')).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentListResponseSchema, availabilityResponseSchema, bookingMessages, serviceCatalogResponseSchema } from '@shared/contracts/booking';
import {
  consoleCategorySchema,
  consoleMessages,
  consoleServiceListSchema,
  consoleServiceSchema,
  type ConsoleService,
  type ServiceBody,
} from '@shared/contracts/console-catalogue';
import type { AuditPage } from '@shared/contracts/owner';
import { english } from '@shared/test/english';
import { ApiClient, newUser } from '../../test/api-client';
import { booking, PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { signUpProvider } from '../../test/ownership-matrix';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => PINNED_NOW });
});
afterAll(async () => t.close());

let names = 0;
/** A name no other test uses, so each test's services and categories are its own. */
const uniqueName = (name: string) => `${name} ${++names}`;

/** The seeded schedule every demo service is offered by. */
async function demoProviderId(owner: ApiClient): Promise<number> {
  const { providers } = consoleServiceListSchema.parse((await owner.get('/api/console/services')).json());
  return providers.find((provider) => provider.displayName === 'Pet Haven Care Team')!.id;
}

const dentalCheck = (providerIds: number[], overrides: Partial<ServiceBody> = {}): ServiceBody => ({
  categoryId: 'veterinary',
  name: 'Dental Check',
  description: 'Teeth, gums and breath, with advice on brushing.',
  durationMinutes: 45,
  price: '55.00',
  petTypes: ['Dog', 'Cat'],
  providerIds,
  active: true,
  ...overrides,
});

async function createService(owner: ApiClient, body: ServiceBody): Promise<ConsoleService> {
  const response = await owner.post('/api/console/services', body);
  expect(response.statusCode, response.body).toBe(201);
  return consoleServiceSchema.parse(response.json());
}

const putService = (owner: ApiClient, id: string, body: ServiceBody) => owner.request('PUT', `/api/console/services/${id}`, body);

async function publicCategory(id: string) {
  const { categories } = serviceCatalogResponseSchema.parse((await new ApiClient(t.app).get('/api/services')).json());
  return categories.find((category) => category.id === id);
}

async function signedInCustomer(): Promise<ApiClient> {
  const client = new ApiClient(t.app);
  await client.signUp(newUser('Casey Customer'));
  return client;
}

/** The first free time of the service's day, as the booking wizard offers it. */
async function firstFreeTime(client: ApiClient, serviceId: string, date: string): Promise<string> {
  const day = availabilityResponseSchema.parse((await client.get(`/api/availability?serviceId=${serviceId}&date=${date}`)).json());
  const free = day.slots.find((slot) => slot.available);
  expect(free, `a free slot on ${date}`).toBeDefined();
  return free!.time;
}

async function auditOf(owner: ApiClient, subject: string) {
  const page = (await owner.get('/api/console/audit')).json() as AuditPage;
  return page.events.filter((event) => event.subject === subject).map(({ action, actor, details }) => ({ action, actor, details }));
}

describe('the services console API', () => {
  const routes = [
    { method: 'GET', url: '/api/console/services', body: () => undefined, ownerStatus: 200 },
    { method: 'POST', url: '/api/console/services', body: () => dentalCheck([], { name: uniqueName('Matrix Service') }), ownerStatus: 201 },
    {
      method: 'PUT',
      url: '/api/console/services/puppy-manners',
      body: () => dentalCheck([], { categoryId: 'training', name: 'Puppy Manners Session', durationMinutes: 60, price: '45', petTypes: ['Dog'] }),
      ownerStatus: 200,
    },
    { method: 'POST', url: '/api/console/service-categories', body: () => ({ name: uniqueName('Matrix Category') }), ownerStatus: 201 },
  ] as const;

  it.each(routes)('$method $url: 401 signed out, 403 for a customer and a provider, $ownerStatus for an owner', async (route) => {
    const { client: owner } = await signUpOwner(t);
    const provider = await signUpProvider(t);
    expect((await new ApiClient(t.app).request(route.method, route.url, route.body())).statusCode).toBe(401);
    expect((await (await signedInCustomer()).request(route.method, route.url, route.body())).statusCode).toBe(403);
    expect((await provider.request(route.method, route.url, route.body())).statusCode).toBe(403);
    const response = await owner.request(route.method, route.url, route.body());
    expect(response.statusCode, response.body).toBe(route.ownerStatus);
  });

  it.each(routes.filter((route) => route.method !== 'GET'))('$method $url checks the role before the body: 401 and 403 for an empty one', async (route) => {
    expect((await new ApiClient(t.app).request(route.method, route.url, {})).statusCode).toBe(401);
    expect((await (await signedInCustomer()).request(route.method, route.url, {})).statusCode).toBe(403);
  });

  it('lists every category in order, every service with its providers, and the providers', async () => {
    const { client: owner } = await signUpOwner(t);
    const list = consoleServiceListSchema.parse((await owner.get('/api/console/services')).json());
    expect(list.categories.slice(0, 4).map((category) => category.id)).toEqual(['grooming', 'veterinary', 'training', 'specialty']);
    const demo = await demoProviderId(owner);
    expect(list.services.find((service) => service.id === 'wellness-exam')).toMatchObject({
      categoryId: 'veterinary',
      durationMinutes: 30,
      priceCents: 6500,
      petTypes: ['Dog', 'Cat'],
      active: true,
    });
    expect(list.services.find((service) => service.id === 'wellness-exam')!.providerIds).toContain(demo);
  });
});

describe('a new service', () => {
  it('is listed under its category for customers, and books like any other', async () => {
    const { client: owner } = await signUpOwner(t);
    const demo = await demoProviderId(owner);
    const created = await createService(owner, dentalCheck([demo]));
    expect(created).toMatchObject({ id: expect.stringMatching(/^dental-check(-\d+)?$/), durationMinutes: 45, priceCents: 5500, providerIds: [demo] });

    const veterinary = await publicCategory('veterinary');
    expect(veterinary?.services.find((service) => service.id === created.id)).toMatchObject({
      name: 'Dental Check',
      duration: '45 minutes',
      petTypes: ['Dog', 'Cat'],
      priceCents: 5500,
    });

    const customer = await signedInCustomer();
    const time = await firstFreeTime(customer, created.id, '2027-03-12');
    const booked = await customer.post('/api/appointments', booking({ serviceId: created.id, petType: 'Cat', date: '2027-03-12', time }));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ service: { name: 'Dental Check', duration: '45 minutes' }, priceCents: 5500, time });
  });

  it('gets an id of its own when the name is taken', async () => {
    const { client: owner } = await signUpOwner(t);
    const name = uniqueName('Claw Clip');
    const first = await createService(owner, dentalCheck([], { name }));
    const second = await createService(owner, dentalCheck([], { name }));
    expect(first.id).toBe(name.toLowerCase().replaceAll(' ', '-'));
    expect(second.id).toBe(`${first.id}-2`);
  });

  it('refuses a duration that is not a multiple of 5, with the field message, and adds nothing', async () => {
    const { client: owner } = await signUpOwner(t);
    const name = uniqueName('Odd Length');
    const response = await owner.post('/api/console/services', dentalCheck([], { name, durationMinutes: 47 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({ durationMinutes: english(consoleMessages.durationInvalid) });
    const { services } = consoleServiceListSchema.parse((await owner.get('/api/console/services')).json());
    expect(services.some((service) => service.name === name)).toBe(false);
  });

  it('refuses no pet type, an unknown category and an unknown provider, each at its field', async () => {
    const { client: owner } = await signUpOwner(t);
    const noPets = await owner.post('/api/console/services', dentalCheck([], { petTypes: [] }));
    expect(noPets.json().error.fields).toEqual({ petTypes: english(consoleMessages.petTypesRequired) });
    const category = await owner.post('/api/console/services', dentalCheck([], { categoryId: 'boarding-nowhere' }));
    expect([category.statusCode, category.json().error.fields]).toEqual([422, { categoryId: english(consoleMessages.unknownCategory) }]);
    const provider = await owner.post('/api/console/services', dentalCheck([999_999], { name: uniqueName('Ghost Offer') }));
    expect([provider.statusCode, provider.json().error.fields]).toEqual([422, { providerIds: english(consoleMessages.unknownProvider) }]);
    // The refused provider rolled the whole service back.
    const { services } = consoleServiceListSchema.parse((await owner.get('/api/console/services')).json());
    expect(services.some((service) => service.name.startsWith('Ghost Offer'))).toBe(false);
  });
});

describe('changing a service', () => {
  it('deactivated: gone from booking, its appointments still readable; reactivated: bookable again; each change audited', async () => {
    const { client: owner, email } = await signUpOwner(t);
    const demo = await demoProviderId(owner);
    const body = dentalCheck([demo], { name: uniqueName('Ear Clean') });
    const service = await createService(owner, body);
    const customer = await signedInCustomer();
    const time = await firstFreeTime(customer, service.id, '2027-03-15');
    expect((await customer.post('/api/appointments', booking({ serviceId: service.id, date: '2027-03-15', time }))).statusCode).toBe(201);

    const off = await putService(owner, service.id, { ...body, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false });
    expect((await publicCategory('veterinary'))?.services.some((offered) => offered.id === service.id)).toBe(false);
    const refused = await customer.post('/api/appointments', booking({ serviceId: service.id, date: '2027-03-16', time }));
    expect([refused.statusCode, refused.json().error.message]).toEqual([404, english(bookingMessages.serviceUnavailable)]);
    const { appointments } = appointmentListResponseSchema.parse((await customer.get('/api/appointments')).json());
    expect(appointments.map((appointment) => appointment.service.name)).toEqual([body.name]);
    // Still in the console, to reactivate.
    const { services } = consoleServiceListSchema.parse((await owner.get('/api/console/services')).json());
    expect(services.find((listed) => listed.id === service.id)).toMatchObject({ active: false });

    expect((await putService(owner, service.id, { ...body, active: true, price: '60', providerIds: [] })).statusCode).toBe(200);
    expect((await publicCategory('veterinary'))?.services.find((offered) => offered.id === service.id)).toMatchObject({ priceCents: 6000 });
    // Offered by nobody now: listed, but no provider has a time for it.
    const day = availabilityResponseSchema.parse((await customer.get(`/api/availability?serviceId=${service.id}&date=2027-03-16`)).json());
    expect(day.slots.filter((slot) => slot.available)).toEqual([]);
    const nobody = await customer.post('/api/appointments', booking({ serviceId: service.id, date: '2027-03-16', time }));
    expect(nobody.statusCode).toBeGreaterThanOrEqual(400);
    expect(nobody.statusCode).toBeLessThan(500);
    expect((await putService(owner, service.id, { ...body, active: true, price: '60' })).statusCode).toBe(200);
    expect((await customer.post('/api/appointments', booking({ serviceId: service.id, date: '2027-03-16', time }))).statusCode).toBe(201);

    // The same body again changes nothing, and records nothing.
    expect((await putService(owner, service.id, { ...body, active: true, price: '60' })).statusCode).toBe(200);
    expect(await auditOf(owner, `service:${service.id}`)).toEqual([
      { action: 'service.updated', actor: email, details: { name: body.name, changes: { providers: [[], ['Pet Haven Care Team']] } } },
      { action: 'service.updated', actor: email, details: { name: body.name, changes: { priceCents: [5500, 6000], providers: [['Pet Haven Care Team'], []], active: [false, true] } } },
      { action: 'service.updated', actor: email, details: { name: body.name, changes: { active: [true, false] } } },
      { action: 'service.created', actor: email, details: { name: body.name } },
    ]);
  });

  it('moves it to another category, and refuses an unknown service with 404', async () => {
    const { client: owner } = await signUpOwner(t);
    const body = dentalCheck([], { name: uniqueName('Recall Basics') });
    const service = await createService(owner, body);
    const moved = await putService(owner, service.id, { ...body, categoryId: 'training', petTypes: ['Dog'] });
    expect(moved.json()).toMatchObject({ categoryId: 'training', petTypes: ['Dog'] });
    expect((await publicCategory('training'))?.services.some((offered) => offered.id === service.id)).toBe(true);

    const missing = await putService(owner, 'no-such-service', body);
    expect([missing.statusCode, missing.json().error.message]).toEqual([404, english(consoleMessages.unknownService)]);
  });
});

describe('a new category', () => {
  it('comes last in the wizard with no services (coming soon), is audited, and its name cannot be used twice', async () => {
    const { client: owner, email } = await signUpOwner(t);
    const name = uniqueName('Boarding');
    const response = await owner.post('/api/console/service-categories', { name, description: 'Overnight stays.' });
    expect(response.statusCode, response.body).toBe(201);
    const category = consoleCategorySchema.parse(response.json());
    expect(category).toMatchObject({ id: name.toLowerCase().replaceAll(' ', '-'), name, description: 'Overnight stays.' });

    const { categories } = serviceCatalogResponseSchema.parse((await new ApiClient(t.app).get('/api/services')).json());
    expect(categories.at(-1)).toEqual({ id: category.id, name, description: 'Overnight stays.', services: [] });

    const again = await owner.post('/api/console/service-categories', { name: `  ${name.toUpperCase()} ` });
    expect([again.statusCode, again.json().error.message]).toEqual([409, english(consoleMessages.categoryExists)]);
    expect(await auditOf(owner, `category:${category.id}`)).toEqual([{ action: 'category.created', actor: email, details: { name } }]);

    // A service in it makes it bookable.
    const service = await createService(owner, dentalCheck([], { categoryId: category.id, name: uniqueName('Overnight Stay') }));
    expect((await publicCategory(category.id))?.services.map((offered) => offered.id)).toEqual([service.id]);
  });
});

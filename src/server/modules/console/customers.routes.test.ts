import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerListSchema, customerMessages, customerPageSchema, staffNoteSchema, type CustomerList } from '@shared/contracts/console-customers';
import type { AuditPage } from '@shared/contracts/owner';
import type { Pet } from '@shared/contracts/pets';
import { english } from '@shared/test/english';
import { users } from '../../db/schema';
import { ApiClient, newUser } from '../../test/api-client';
import { booking, PINNED_NOW } from '../../test/booking';
import { signUpOwner } from '../../test/console';
import { signUpProvider } from '../../test/ownership-matrix';
import { checkOut, fillCart, insertTestProducts, orderIdOfTestCheckout } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: ApiClient;
let ownerEmail: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => PINNED_NOW });
  ({ client: owner, email: ownerEmail } = await signUpOwner(t));
});
afterAll(async () => t.close());

interface Customer {
  client: ApiClient;
  id: string;
  name: string;
  email: string;
}

async function signUpCustomer(details: Partial<{ name: string; email: string }> = {}): Promise<Customer> {
  const user = { ...newUser('Casey Customer'), ...details };
  const client = new ApiClient(t.app);
  await client.signUp(user);
  const { uid } = (await client.get('/api/profile')).json() as { uid: string };
  return { client, id: uid, name: user.name, email: user.email };
}

async function addPet(customer: Customer, name: string): Promise<Pet> {
  const response = await customer.client.post('/api/pets', { name, type: 'Dog', age: '3 years', breed: 'Beagle' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Pet;
}

async function search(q: string, before?: string): Promise<CustomerList> {
  const query = new URLSearchParams({ q, ...(before ? { before } : {}) });
  const response = await owner.get(`/api/console/customers?${query.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return customerListSchema.parse(response.json());
}

const namesFound = async (q: string) => (await search(q)).customers.map((customer) => customer.name).sort();

const pageOf = async (userId: string) => {
  const response = await owner.get(`/api/console/customers/${userId}`);
  expect(response.statusCode, response.body).toBe(200);
  return customerPageSchema.parse(response.json());
};

describe('the customers console API', () => {
  it('answers 401 signed out, 403 to a customer and to a provider, and 2xx to the owner, on every route', async () => {
    const customer = await signUpCustomer();
    const pet = await addPet(customer, 'Pepper');
    const routes = [
      { method: 'GET', url: '/api/console/customers', status: 200 },
      { method: 'GET', url: `/api/console/customers/${customer.id}`, status: 200 },
      { method: 'POST', url: `/api/console/customers/${customer.id}/notes`, body: { body: 'Prefers mornings.' }, status: 201 },
      { method: 'POST', url: `/api/console/customers/${customer.id}/pets/${pet.id}/notes`, body: { body: 'Calm.' }, status: 201 },
    ] as const;
    const anonymous = new ApiClient(t.app);
    const provider = await signUpProvider(t);
    for (const route of routes) {
      const body = 'body' in route ? route.body : undefined;
      const label = `${route.method} ${route.url}`;
      expect([label, (await anonymous.request(route.method, route.url, body)).statusCode]).toEqual([label, 401]);
      expect([label, (await customer.client.request(route.method, route.url, body)).statusCode]).toEqual([label, 403]);
      expect([label, (await provider.request(route.method, route.url, body)).statusCode]).toEqual([label, 403]);
      const response = await owner.request(route.method, route.url, body);
      expect([label, response.statusCode], response.body).toEqual([label, route.status]);
    }
  });

  it('finds customers by part of a name or an email, in any case, taking % and _ literally', async () => {
    const tag = randomUUID().slice(0, 8);
    await signUpCustomer({ name: `Quill Marlowe ${tag}`, email: `quill.${tag}@Example.com` });
    await signUpCustomer({ name: `Ana r_c ${tag}`, email: `ana.${tag}@example.com` });
    await signUpCustomer({ name: `Ben rxc ${tag}`, email: `ben.${tag}@example.com` });
    await signUpCustomer({ name: `Cy 50% ${tag}`, email: `cy.${tag}@example.com` });
    await signUpCustomer({ name: `Di 50x ${tag}`, email: `di.${tag}@example.com` });

    expect(await namesFound(`MARLOWE ${tag}`)).toEqual([`Quill Marlowe ${tag}`]);
    expect(await namesFound(`QUILL.${tag.toUpperCase()}@EXAMPLE`)).toEqual([`Quill Marlowe ${tag}`]);
    expect(await namesFound(`r_c ${tag}`)).toEqual([`Ana r_c ${tag}`]);
    expect(await namesFound(`50% ${tag}`)).toEqual([`Cy 50% ${tag}`]);
    expect(await namesFound(`zz${tag}`)).toEqual([]);
  });

  it('lists 50 a page, newest first, and the next page starts after the last one', async () => {
    const tag = `paging${randomUUID().slice(0, 8)}`;
    const start = Date.UTC(2026, 0, 1);
    await t.database.db.insert(users).values(
      Array.from({ length: 53 }, (_, index) => ({
        id: `${tag}-${String(index).padStart(2, '0')}`,
        name: `Page Person ${index} ${tag}`,
        email: `${tag}.${index}@example.com`,
        // Two share each moment, so the order also rests on the id.
        createdAt: new Date(start + Math.floor(index / 2) * 60_000),
      })),
    );
    const first = await search(tag);
    expect(first.customers).toHaveLength(50);
    expect(first.customers[0]!.id).toBe(`${tag}-52`);
    expect(first.nextBefore).toBe(first.customers.at(-1)!.id);
    const second = await search(tag, first.nextBefore!);
    expect(second.customers.map((customer) => customer.id)).toEqual([`${tag}-02`, `${tag}-01`, `${tag}-00`]);
    expect(second.nextBefore).toBeNull();
  });

  it("shows one customer's pets, appointments and orders only, with the counts and the roles in the list", async () => {
    const tag = randomUUID().slice(0, 8);
    const customer = await signUpCustomer({ name: `Mira Holt ${tag}` });
    const other = await signUpCustomer({ name: `Otto Vance ${tag}` });
    await addPet(customer, 'Biscuit');
    await addPet(other, 'Rex');
    const booked = await customer.client.post('/api/appointments', booking({ date: '2027-03-15', time: '11:30 AM' }));
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await other.client.post('/api/appointments', booking({ date: '2027-03-15', time: '2:00 PM', petName: 'Rex' }))).statusCode).toBe(201);
    const [product] = await insertTestProducts(t.database.db, 1, { priceCents: 1_000 });
    await fillCart(customer.client, { [product!.id]: 2 });
    const orderId = orderIdOfTestCheckout(await checkOut(customer.client));
    const paid = await customer.client.request('POST', `/checkout/test/${orderId}/pay`, undefined, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(paid.statusCode, paid.body).toBe(303);

    const page = await pageOf(customer.id);
    expect(page.profile).toMatchObject({ id: customer.id, name: customer.name, email: customer.email, roles: [] });
    expect(page.pets.map((pet) => pet.name)).toEqual(['Biscuit']);
    expect(page.appointments).toEqual([
      expect.objectContaining({ date: '2027-03-15', time: '11:30 AM', pet: 'Biscuit', status: 'Confirmed', service: expect.any(String) }),
    ]);
    expect(page.appointments[0]!.provider).toEqual(expect.any(String));
    expect(page.orders).toEqual([expect.objectContaining({ id: orderId, status: 'paid', totalCents: 2_260 })]);

    const [listed] = (await search(`Mira Holt ${tag}`)).customers;
    expect(listed).toMatchObject({ petCount: 1, upcomingAppointmentCount: 1, paidOrderCount: 1, roles: [] });
    expect(listed!.lastActivity).not.toBeNull();

    const owners = (await search(ownerEmail)).customers;
    expect(owners.map((account) => account.roles)).toEqual([['owner']]);
    const provider = await signUpProvider(t);
    const { email } = (await provider.get('/api/profile')).json() as { email: string };
    expect((await search(email)).customers.map((account) => account.roles)).toEqual([['provider']]);
  });

  it('is 404 for an unknown customer', async () => {
    const response = await owner.get('/api/console/customers/nobody-here');
    expect([response.statusCode, response.json().error.message]).toEqual([404, english(customerMessages.unknownCustomer)]);
    expect((await owner.post('/api/console/customers/nobody-here/notes', { body: 'Hello' })).statusCode).toBe(404);
  });

  it('keeps notes about the customer and their pets, newest first with the author, and records them in the audit log', async () => {
    const customer = await signUpCustomer({ name: 'Nora Blake' });
    const other = await signUpCustomer();
    const pet = await addPet(customer, 'Mochi');
    const othersPet = await addPet(other, 'Ziggy');

    for (const body of ['Prefers morning visits.', '  Pays in person.  ']) {
      const response = await owner.post(`/api/console/customers/${customer.id}/notes`, { body });
      expect(response.statusCode, response.body).toBe(201);
      expect(staffNoteSchema.parse(response.json())).toMatchObject({ body: body.trim(), author: ownerEmail });
    }
    const petNote = await owner.post(`/api/console/customers/${customer.id}/pets/${pet.id}/notes`, { body: 'Nervous with clippers.' });
    expect(petNote.statusCode, petNote.body).toBe(201);

    const page = await pageOf(customer.id);
    expect(page.notes.map(({ body, author }) => ({ body, author }))).toEqual([
      { body: 'Pays in person.', author: ownerEmail },
      { body: 'Prefers morning visits.', author: ownerEmail },
    ]);
    expect(page.pets[0]!.notes.map((note) => note.body)).toEqual(['Nervous with clippers.']);

    // Another customer's pet, under this customer, does not exist here.
    const stranger = await owner.post(`/api/console/customers/${customer.id}/pets/${othersPet.id}/notes`, { body: 'Sneaky' });
    expect([stranger.statusCode, stranger.json().error.message]).toEqual([404, english(customerMessages.unknownPet)]);
    expect((await pageOf(other.id)).pets[0]!.notes).toEqual([]);

    const audit = ((await owner.get('/api/console/audit')).json() as AuditPage).events;
    expect(audit.filter((event) => event.subject === `account:${customer.email}`).map(({ action, actor, details }) => ({ action, actor, details }))).toEqual([
      { action: 'customer.note.added', actor: ownerEmail, details: { name: 'Nora Blake' } },
      { action: 'customer.note.added', actor: ownerEmail, details: { name: 'Nora Blake' } },
    ]);
    expect(audit.find((event) => event.subject === `pet:${pet.id}`)).toMatchObject({
      action: 'pet.note.added',
      actor: ownerEmail,
      details: { name: 'Mochi', customer: customer.email },
    });
  });

  it('refuses an empty note and one over 1,000 characters with the field message, keeping nothing', async () => {
    const customer = await signUpCustomer();
    const pet = await addPet(customer, 'Pip');
    for (const url of [`/api/console/customers/${customer.id}/notes`, `/api/console/customers/${customer.id}/pets/${pet.id}/notes`]) {
      const empty = await owner.post(url, { body: '   ' });
      expect([empty.statusCode, empty.json().error.fields]).toEqual([422, { body: english(customerMessages.noteRequired) }]);
      const long = await owner.post(url, { body: 'x'.repeat(1_001) });
      expect([long.statusCode, long.json().error.fields]).toEqual([422, { body: english(customerMessages.noteTooLong, { max: 1_000 }) }]);
      expect((await owner.post(url, { body: 'x'.repeat(1_000) })).statusCode).toBe(201);
    }
    const page = await pageOf(customer.id);
    expect([page.notes.length, page.pets[0]!.notes.length]).toEqual([1, 1]);
  });
});

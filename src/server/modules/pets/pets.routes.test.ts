import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PETS_PER_USER_MAX, petListResponseSchema, petMessages, petSchema, type Pet } from '@shared/contracts/pets';
import { ApiClient, newUser } from '../../test/api-client';
import { describeOwnershipMatrix } from '../../test/ownership-matrix';
import { createTestApp, type TestApp } from '../../test/test-app';
import { english } from '@shared/test/english';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(): Promise<ApiClient> {
  const client = new ApiClient(t.app);
  await client.signUp(newUser());
  return client;
}

const biscuit = { name: 'Biscuit', type: 'Dog', age: '2 years', breed: 'Beagle' };

describe('pets', () => {
  it('adds, lists, edits and deletes a pet', async () => {
    const owner = await signedIn();
    const created = await owner.post('/api/pets', biscuit);
    expect(created.statusCode).toBe(201);
    const pet = petSchema.parse(created.json());
    expect(pet).toMatchObject(biscuit);

    const list = petListResponseSchema.parse((await owner.get('/api/pets')).json());
    expect(list.pets.map((p) => p.id)).toEqual([pet.id]);

    const edited = await owner.request('PUT', `/api/pets/${pet.id}`, { name: 'Biscuit', type: 'Dog', age: '3 years', breed: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ age: '3 years', breed: 'Not specified' });

    expect((await owner.request('DELETE', `/api/pets/${pet.id}`)).statusCode).toBe(204);
    expect(petListResponseSchema.parse((await owner.get('/api/pets')).json()).pets).toEqual([]);
  });

  it("shows 'Not specified' for a pet added without a breed, and trims what was typed", async () => {
    const owner = await signedIn();
    const response = await owner.post('/api/pets', { name: '  Mochi ', type: 'Cat', age: ' 8 months ' });
    expect(response.json()).toMatchObject({ name: 'Mochi', age: '8 months', breed: 'Not specified' });
  });

  it('requires name, type and age with the spec message', async () => {
    const owner = await signedIn();
    for (const body of [
      { type: 'Dog', age: '2 years' },
      { name: 'Rex', age: '2 years' },
      { name: 'Rex', type: 'Dog', age: '   ' },
      { name: 'Rex', type: 'Dragon', age: '2 years' },
    ]) {
      const response = await owner.post('/api/pets', body);
      expect(response.statusCode).toBe(422);
      expect(Object.values(response.json().error.fields)).toContain(english(petMessages.requiredFields));
    }
    expect(petListResponseSchema.parse((await owner.get('/api/pets')).json()).pets).toEqual([]);
  });

  it('keeps a size and coat, working the size out from the weight when none is chosen (issue 14)', async () => {
    const owner = await signedIn();
    const byWeight = petSchema.parse((await owner.post('/api/pets', { ...biscuit, weightKg: 47.5, coat: 'double' })).json());
    expect(byWeight).toMatchObject({ size: 'giant', coat: 'double', weightKg: 47.5 });
    const chosen = petSchema.parse((await owner.post('/api/pets', { ...biscuit, name: 'Tiny', size: 'small', weightKg: 47.5 })).json());
    expect(chosen).toMatchObject({ size: 'small', coat: null });
    const cat = petSchema.parse((await owner.post('/api/pets', { name: 'Mochi', type: 'Cat', age: '3 years', weightKg: 6 })).json());
    expect(cat.size).toBe('medium');
    const plain = petSchema.parse((await owner.post('/api/pets', { ...biscuit, name: 'Plain' })).json());
    expect(plain).toMatchObject({ size: null, coat: null, weightKg: null });

    // Edited without a weight or a size, it has none.
    const edited = await owner.request('PUT', `/api/pets/${byWeight.id}`, biscuit);
    expect(edited.json()).toMatchObject({ size: null, coat: null, weightKg: null });

    for (const body of [{ ...biscuit, weightKg: 0 }, { ...biscuit, weightKg: 151 }, { ...biscuit, size: 'huge' }, { ...biscuit, coat: 'fluffy' }]) {
      expect((await owner.post('/api/pets', body)).statusCode).toBe(422);
    }
  });

  it('bounds the length of every field', async () => {
    const owner = await signedIn();
    const response = await owner.post('/api/pets', { ...biscuit, name: 'x'.repeat(61) });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields.name).toMatch(/at most 60/);
  });

  it(`keeps at most ${PETS_PER_USER_MAX} pets per owner, even when adds race`, async () => {
    const owner = await signedIn();
    const results = await Promise.all(
      Array.from({ length: PETS_PER_USER_MAX + 5 }, (_, i) => owner.post('/api/pets', { ...biscuit, name: `Pet ${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(PETS_PER_USER_MAX);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json().error.message).toBe(english(petMessages.tooMany));
    expect(petListResponseSchema.parse((await owner.get('/api/pets')).json()).pets).toHaveLength(PETS_PER_USER_MAX);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const response = await new ApiClient(t.app).post('/api/pets', biscuit);
    expect(response.statusCode).toBe(401);
  });

  it("lists only the signed-in user's own pets", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await alice.post('/api/pets', biscuit);
    await bob.post('/api/pets', { ...biscuit, name: 'Pepper' });
    const bobs = petListResponseSchema.parse((await bob.get('/api/pets')).json()).pets;
    expect(bobs.map((p) => p.name)).toEqual(['Pepper']);
  });
});

describeOwnershipMatrix<Pet>({
  subject: 'a pet',
  app: () => t,
  create: async (owner) => petSchema.parse((await owner.post('/api/pets', biscuit)).json()),
  snapshot: async (owner) => (await owner.get('/api/pets')).json(),
  routes: [
    { method: 'GET', url: (pet) => `/api/pets/${pet.id}`, ownerStatus: 200 },
    { method: 'PUT', url: (pet) => `/api/pets/${pet.id}`, body: () => ({ ...biscuit, name: 'Stolen' }), ownerStatus: 200 },
    { method: 'DELETE', url: (pet) => `/api/pets/${pet.id}`, ownerStatus: 204 },
  ],
});

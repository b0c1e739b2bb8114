import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleProductSchema, type ProductBody } from '@shared/contracts/console-catalogue';
import { ApiClient, newUser } from '../../test/api-client';
import { signUpOwner } from '../../test/console';
import { cartOf, checkOut, fillCart, orderIdOfTestCheckout, orderOf } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Honest prices (issue 12): a price the owner changes after the cart page was drawn stops checkout, which says so. */
let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner } = await signUpOwner(t));
});
afterAll(() => t.close());

const product: ProductBody = {
  name: 'Squeaky Bone',
  description: 'A rubber bone that squeaks.',
  price: '4.00',
  stock: 50,
  sortOrder: 10,
  imageSrc: '/images/products/rope-for-dogs.svg',
  imageAlt: 'A red rubber bone',
  active: true,
};

describe('checkout after the owner changed a price', () => {
  it('answers 409 PRICES_CHANGED for the total the cart showed, then goes ahead with the new one', async () => {
    const created = consoleProductSchema.parse((await owner.post('/api/console/products', product)).json());
    const customer = new ApiClient(t.app);
    await customer.signUp(newUser());
    const shown = await fillCart(customer, { [created.id]: 2 });
    expect(shown.subtotalCents).toBe(800);

    expect((await owner.request('PUT', `/api/console/products/${created.id}`, { ...product, price: '5.00' })).statusCode).toBe(200);

    const refused = await customer.post('/create-checkout', { expectedTotalCents: shown.totalCents });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'PRICES_CHANGED',
        message: 'Prices in your cart have changed since you opened it. Please check the new total, then check out again.',
      },
    });

    // The cart already shows today's price; checking out with that total opens an order at it.
    const now = await cartOf(customer);
    expect(now.subtotalCents).toBe(1000);
    const order = await orderOf(customer, orderIdOfTestCheckout(await checkOut(customer, { expectedTotalCents: now.totalCents })));
    expect(order).toMatchObject({ subtotalCents: 1000, totalCents: now.totalCents });
  });

  it('still checks out an old client that sends no total, at the server’s prices', async () => {
    const customer = new ApiClient(t.app);
    await customer.signUp(newUser());
    const cart = await fillCart(customer, { 2: 1 });
    const order = await orderOf(customer, orderIdOfTestCheckout(await checkOut(customer, { cartItems: [{ productId: 2, price: 1 }] })));
    expect(order.totalCents).toBe(cart.totalCents);
  });

  it('refuses a total that is not a whole number of cents', async () => {
    const customer = new ApiClient(t.app);
    await customer.signUp(newUser());
    await fillCart(customer, { 3: 1 });
    expect((await customer.post('/create-checkout', { expectedTotalCents: 'lots' })).statusCode).toBe(422);
  });
});

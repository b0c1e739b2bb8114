import { expect } from 'vitest';
import { grantOwner } from '../modules/accounts/owners.service';
import { ApiClient, newUser } from './api-client';
import type { TestApp } from './test-app';

/** A signed-in account granted the owner role as the admin command line grants it (D21). */
export async function signUpOwner(testApp: TestApp, name = 'Casey Owner'): Promise<{ client: ApiClient; email: string }> {
  const client = new ApiClient(testApp.app);
  const user = newUser(name);
  await client.signUp(user);
  expect((await grantOwner(testApp.database.db, user.email)).ok).toBe(true);
  return { client, email: user.email };
}

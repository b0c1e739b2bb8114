import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodeListSchema, discountCodeSchema, discountMessages, type DiscountCodeBody } from '@shared/contracts/discounts';
import { auditPageSchema } from '@shared/contracts/owner';
import { english } from '@shared/test/english';
import type { ApiClient } from '../../test/api-client';
import { expectOwnerOnly, signUpOwner } from '../../test/console';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The owner's discount codes in the console (issue 32): owner-only, unique whatever the case, archived not deleted. */

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signUpOwner(t)).client;
});
afterAll(async () => t.close());

let serial = 0;
const body = (fields: Partial<DiscountCodeBody> = {}): DiscountCodeBody => ({ code: `SPRING${++serial}`, kind: 'percent', percentBasisPoints: 1_500, ...fields });
const list = async () => discountCodeListSchema.parse((await owner.get('/api/console/discounts')).json()).codes;
async function created(fields: Partial<DiscountCodeBody> = {}) {
  const response = await owner.post('/api/console/discounts', body(fields));
  expect(response.statusCode, response.body).toBe(201);
  return discountCodeSchema.parse(response.json());
}

describe('who may manage discount codes', () => {
  it('lets only the owner list, create, read, change and archive them; a customer and a provider get 403, a visitor 401', async () => {
    const code = await created();
    const url = `/api/console/discounts/${code.id}`;
    await expectOwnerOnly(t, owner, (client) => client.get('/api/console/discounts'), 200, list);
    await expectOwnerOnly(t, owner, (client) => client.post('/api/console/discounts', body({ code: 'ONLYONCE' })), 201, list);
    await expectOwnerOnly(t, owner, (client) => client.get(url), 200, list);
    await expectOwnerOnly(t, owner, (client) => client.request('PUT', url, body({ code: code.code, percentBasisPoints: 2_000 })), 200, list);
    await expectOwnerOnly(t, owner, (client) => client.post(`${url}/archive`), 200, list);
  });
});

describe('the owner managing discount codes', () => {
  it('creates a code kept in capitals, refuses the same code in another case, and records it in the audit log', async () => {
    const code = await created({ code: 'welcome-10', percentBasisPoints: 1_000, firstOrderOnly: true, maxUsesPerCustomer: 1 });
    expect(code).toMatchObject({ code: 'WELCOME10', kind: 'percent', percentBasisPoints: 1_000, firstOrderOnly: true, maxUsesPerCustomer: 1, timesUsed: 0, discountGivenCents: 0, archivedAt: null });

    const again = await owner.post('/api/console/discounts', body({ code: 'Welcome10' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toEqual({ code: english(discountMessages.codeTaken) });

    const log = auditPageSchema.parse((await owner.get('/api/console/audit')).json());
    expect(log.events[0]).toMatchObject({ action: 'discountCode.created', details: { code: 'WELCOME10' } });
  });

  it('refuses a code without an amount, an end before its start, a limit of 0 and a malformed code, field by field', async () => {
    const refusal = async (fields: Partial<DiscountCodeBody>) => {
      const response = await owner.post('/api/console/discounts', body(fields));
      expect(response.statusCode).toBe(422);
      return response.json().error.fields as Record<string, string>;
    };
    expect(await refusal({ kind: 'amount', amountCents: 0 })).toMatchObject({ amountCents: english(discountMessages.amountInvalid) });
    expect(await refusal({ percentBasisPoints: 10_001 })).toMatchObject({ percentBasisPoints: english(discountMessages.percentInvalid) });
    expect(await refusal({ startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' })).toMatchObject({ endsAt: english(discountMessages.datesInvalid) });
    expect(await refusal({ maxUses: 0 })).toMatchObject({ maxUses: english(discountMessages.limitInvalid) });
    expect(await refusal({ code: 'A!' })).toMatchObject({ code: english(discountMessages.codeInvalid) });
  });

  it('changes a code and archives it; an archived code stays listed after the live ones, and an unknown one is 404', async () => {
    const code = await created({ kind: 'amount', amountCents: 500 });
    const changed = await owner.request('PUT', `/api/console/discounts/${code.id}`, body({ code: code.code, kind: 'amount', amountCents: 700, minSubtotalCents: 3_000 }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ amountCents: 700, minSubtotalCents: 3_000, percentBasisPoints: 0 });

    const archived = await owner.post(`/api/console/discounts/${code.id}/archive`);
    expect(archived.json().archivedAt).not.toBeNull();
    const codes = await list();
    const firstArchived = codes.findIndex((listed) => listed.archivedAt !== null);
    expect(codes.slice(firstArchived).every((listed) => listed.archivedAt !== null)).toBe(true);
    expect(codes.slice(firstArchived).map((listed) => listed.id)).toContain(code.id);

    const unknown = await owner.get('/api/console/discounts/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { checkUnsubscribeToken, signUnsubscribeToken, unsubscribeKey } from './unsubscribe-token';

const key = unsubscribeKey('test-secret-that-is-long-enough-0123456789');
const sentAt = new Date('2027-03-10T14:00:00Z');
const campaign = '3f1f8a52-5f7e-4a55-9d44-9f0b2f0c1d2e';

describe('unsubscribe tokens', () => {
  it('name the campaign and the customer, and work for 90 days', () => {
    const token = signUnsubscribeToken(key, campaign, 'user-1', sentAt);
    expect(checkUnsubscribeToken(key, token, new Date('2027-06-07T14:00:00Z'))).toEqual({ ok: true, claim: { campaignId: campaign, userId: 'user-1', expiresAt: new Date('2027-06-08T14:00:00Z') } });
    expect(checkUnsubscribeToken(key, token, new Date('2027-06-08T14:00:00Z'))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse an altered token, another key’s, and nonsense', () => {
    const token = signUnsubscribeToken(key, campaign, 'user-1', sentAt);
    const [payload, signature] = token.split('.') as [string, string];
    const otherUser = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('user-1', 'user-2')).toString('base64url');
    for (const forged of [`${otherUser}.${signature}`, signUnsubscribeToken(unsubscribeKey('another-secret-of-enough-length-000000'), campaign, 'user-1', sentAt), `${payload}.`, 'nonsense', `${token}.x`, '']) {
      expect(checkUnsubscribeToken(key, forged, sentAt)).toEqual({ ok: false, reason: 'forged' });
    }
  });
});

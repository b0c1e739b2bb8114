import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's token (issue 30, ADR 0042): `v1.<campaign>.<user>.<expiry>` and
 * an HMAC-SHA256 of it, base64url, under a key derived from the app's secret
 * (AUTH_SECRET) for this use only. It needs no sign-in and no row of its own; it is good
 * for 90 days from sending (the law asks at least 60), and a forged or altered one fails the
 * MAC. A replay of a used link is caught by the consent records (one no per campaign link).
 */
export const UNSUBSCRIBE_TOKEN_DAYS = 90;
const DAY_MS = 86_400_000;

export interface UnsubscribeClaim {
  campaignId: string;
  userId: string;
  expiresAt: Date;
}

export type TokenCheck = { ok: true; claim: UnsubscribeClaim } | { ok: false; reason: 'forged' | 'expired' };

/** The MAC key for unsubscribe tokens: the app's secret, bent to this one purpose. */
export const unsubscribeKey = (appSecret: string): Buffer => createHmac('sha256', appSecret).update('pet-haven/news-unsubscribe/v1').digest();

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signUnsubscribeToken(key: Buffer, campaignId: string, userId: string, sentAt: Date): string {
  const expires = Math.floor((sentAt.getTime() + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS) / 1000);
  const payload = Buffer.from(`v1.${campaignId}.${userId}.${expires}`).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

export function checkUnsubscribeToken(key: Buffer, token: string, now: Date): TokenCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'forged' };
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  const [version, campaignId, userId, expires, ...extra] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
  if (version !== 'v1' || !campaignId || !userId || !expires || extra.length > 0 || !/^\d+$/.test(expires)) return { ok: false, reason: 'forged' };
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claim: { campaignId, userId, expiresAt } };
}

import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('the Stripe settings', () => {
  it('are optional, and empty means unset', () => {
    const env = parseEnv({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.STRIPE_WEBHOOK_SECRET).toBeUndefined();
  });

  it('accept a secret or restricted key with its webhook secret', () => {
    for (const key of ['sk_test_abc', 'rk_live_abc']) {
      expect(parseEnv({ STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).STRIPE_SECRET_KEY).toBe(key);
    }
  });

  it('refuse a key without the webhook secret, since no payment could then complete an order', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/);
  });

  it('name the variable when a value is of the wrong kind', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET: must start with whsec_/);
  });
});

describe('PROVIDER_EMAILS', () => {
  it('is a lowercased list, empty when unset', () => {
    expect(parseEnv({}).PROVIDER_EMAILS).toEqual([]);
    expect(parseEnv({ PROVIDER_EMAILS: '' }).PROVIDER_EMAILS).toEqual([]);
    expect(parseEnv({ PROVIDER_EMAILS: ' Groomer@Example.com, vet@example.com ,' }).PROVIDER_EMAILS).toEqual([
      'groomer@example.com',
      'vet@example.com',
    ]);
  });

  it('refuses something that is not an email', () => {
    expect(() => parseEnv({ PROVIDER_EMAILS: 'groomer@example.com;vet@example.com' })).toThrow(/PROVIDER_EMAILS/);
  });
});

describe('TRUST_PROXY', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };

  it("refuses 'true' in production, saying why", () => {
    expect(() => parseEnv({ ...production, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: must not be 'true' in production: a client could then choose its own address/,
    );
  });

  it('takes a hop count or proxy addresses in production', () => {
    const oneHop = parseEnv({ ...production, TRUST_PROXY: '1' }).TRUST_PROXY;
    expect(typeof oneHop).toBe('function');
    expect((oneHop as (address: string, hop: number) => boolean)('10.0.0.1', 0)).toBe(true);
    expect((oneHop as (address: string, hop: number) => boolean)('10.0.0.1', 1)).toBe(false);
    expect(parseEnv({ ...production, TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.1']);
  });

  it("still takes 'true' on a developer's machine", () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });
});

describe('METRICS_ALLOW', () => {
  it('is the loopback addresses unless set', () => {
    expect(parseEnv({}).METRICS_ALLOW).toEqual(['127.0.0.1', '::1']);
    expect(parseEnv({ METRICS_ALLOW: ' ' }).METRICS_ALLOW).toEqual(['127.0.0.1', '::1']);
  });

  it('takes addresses and networks of either family', () => {
    expect(parseEnv({ METRICS_ALLOW: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).METRICS_ALLOW).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
  });

  it('refuses what is not an address or network, naming the variable', () => {
    for (const value of ['localhost', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '10.0.0.0/x']) {
      expect(() => parseEnv({ METRICS_ALLOW: `127.0.0.1,${value}` })).toThrow(`METRICS_ALLOW.1: '${value}' is not an IP address or a network (CIDR)`);
    }
  });
});

describe('the nightly backup settings (ADR 0037)', () => {
  it('default to 03:00, 14 kept, in DATA_DIR/backups; empty means unset', () => {
    expect(parseEnv({ DATA_DIR: '/srv/shop' })).toMatchObject({ BACKUP_AT: '03:00', BACKUP_KEEP: 14, BACKUP_DIR: '/srv/shop/backups' });
    expect(parseEnv({ BACKUP_AT: '', BACKUP_DIR: '' })).toMatchObject({ BACKUP_AT: '03:00', BACKUP_DIR: 'data/backups' });
    expect(parseEnv({ BACKUP_AT: 'off', BACKUP_DIR: '/mnt/other-disk/pet-haven', BACKUP_KEEP: '30' })).toMatchObject({
      BACKUP_AT: 'off',
      BACKUP_DIR: '/mnt/other-disk/pet-haven',
      BACKUP_KEEP: 30,
    });
  });

  it('refuse a time that is not HH:MM and a count below one, naming the variable', () => {
    for (const at of ['3:00', '24:00', '03:60', 'nightly', '03:00pm']) {
      expect(() => parseEnv({ BACKUP_AT: at })).toThrow(/BACKUP_AT: must be a time of day as HH:MM \(24-hour, shop time\) or 'off'/);
    }
    expect(() => parseEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => parseEnv({ BACKUP_KEEP: 'all' })).toThrow(/BACKUP_KEEP/);
  });
});

describe('the Twilio settings', () => {
  const account = { TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`, TWILIO_AUTH_TOKEN: 'f'.repeat(32), TWILIO_FROM: '+19055550100' };

  it('are optional (texts go to the log), with Twilio’s API by default', () => {
    const env = parseEnv({ TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '', TWILIO_FROM: '' });
    expect([env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM]).toEqual([undefined, undefined, undefined]);
    expect(env.TWILIO_API_URL).toBe('https://api.twilio.com');
    expect(parseEnv(account).TWILIO_FROM).toBe('+19055550100');
    expect(parseEnv({ ...account, TWILIO_FROM: `MG${'0'.repeat(32)}` }).TWILIO_FROM).toMatch(/^MG/);
  });

  it('are all three or none, each checked, naming what is wrong', () => {
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: account.TWILIO_ACCOUNT_SID })).toThrow(/TWILIO_AUTH_TOKEN: is required with the other TWILIO_ settings[\s\S]*TWILIO_FROM: is required/);
    expect(() => parseEnv({ ...account, TWILIO_ACCOUNT_SID: 'SK123' })).toThrow(/TWILIO_ACCOUNT_SID: must be an account SID/);
    expect(() => parseEnv({ ...account, TWILIO_FROM: '905-555-0100' })).toThrow(/TWILIO_FROM: must be a number in E.164/);
  });
});

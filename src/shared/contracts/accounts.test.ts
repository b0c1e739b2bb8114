import { describe, expect, it } from 'vitest';
import { newPasswordFormSchema, registerFormSchema, resetRequestBodySchema } from './accounts';
import type * as z from 'zod';
import { english } from '../test/english';

/** Each field's first message, in the words a visitor reads. */
function wordsFor(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const words: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) words[String(issue.path[0])] ??= english(issue.message);
  return words;
}

describe('registration rules (spec §5)', () => {
  const valid = { name: 'Sam', email: 'sam@example.com', password: 'secret', confirmPassword: 'secret' };

  it('accepts a complete form and trims the name and email', () => {
    expect(registerFormSchema.parse({ ...valid, name: ' Sam ', email: ' sam@example.com ' })).toMatchObject({ name: 'Sam', email: 'sam@example.com' });
  });

  it("uses the spec's words", () => {
    expect(wordsFor(registerFormSchema.safeParse({ ...valid, email: 'sam@example' }))).toEqual({ email: 'Please enter a valid email address.' });
    expect(wordsFor(registerFormSchema.safeParse({ ...valid, password: '12345', confirmPassword: '12345' }))).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(wordsFor(registerFormSchema.safeParse({ ...valid, confirmPassword: 'secreT' }))).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('needs a display name of at most 80 characters', () => {
    expect(wordsFor(registerFormSchema.safeParse({ ...valid, name: '  ' }))).toEqual({ name: 'Please enter your display name.' });
    expect(Object.keys(wordsFor(registerFormSchema.safeParse({ ...valid, name: 'a'.repeat(81) })))).toEqual(['name']);
    expect(registerFormSchema.safeParse({ ...valid, name: 'a'.repeat(80) }).success).toBe(true);
  });

  it('reports a mismatch beside other problems, once the password itself is long enough', () => {
    expect(wordsFor(registerFormSchema.safeParse({ ...valid, name: '', confirmPassword: 'other' }))).toEqual({
      name: 'Please enter your display name.',
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('new password rules (spec §5)', () => {
  const valid = { code: '123456', password: 'secret', confirmPassword: 'secret' };

  it('accepts a 6-digit code and matching passwords', () => {
    expect(newPasswordFormSchema.safeParse(valid).success).toBe(true);
  });

  it("uses the spec's words", () => {
    expect(wordsFor(newPasswordFormSchema.safeParse({ ...valid, password: '12345', confirmPassword: '12345' }))).toEqual({
      password: 'Password must be at least 6 characters long.',
    });
    expect(wordsFor(newPasswordFormSchema.safeParse({ ...valid, confirmPassword: 'other1' }))).toEqual({ confirmPassword: 'Passwords do not match.' });
    for (const code of ['12345', '12a456', '1234567']) {
      expect(wordsFor(newPasswordFormSchema.safeParse({ ...valid, code }))).toEqual({ code: 'Please enter the 6-digit code from the email.' });
    }
  });
});

describe('the reset request (spec §5)', () => {
  it('needs text, an at sign, text, a dot and text', () => {
    expect(resetRequestBodySchema.safeParse({ email: 'a@b.c' }).success).toBe(true);
    for (const email of ['', 'a@b', 'ab.c', 'a b@c.d']) {
      expect(wordsFor(resetRequestBodySchema.safeParse({ email }))).toEqual({ email: 'Please enter a valid email address.' });
    }
  });
});

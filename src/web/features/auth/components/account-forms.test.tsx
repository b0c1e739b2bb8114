import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/dom';
import { EmailSignInForm } from '@web/features/auth/components/email-sign-in-form';
import { NewPasswordForm } from '@web/features/auth/components/new-password-form';
import { RegisterForm } from '@web/features/auth/components/register-form';
import { ResetRequestForm } from '@web/features/auth/components/reset-request-form';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const handover = { target: '/profile', email: '', message: undefined };
const field = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;

describe('the register form (spec §5)', () => {
  it("checks every field with the spec's words before sending, and focuses the first problem", async () => {
    const { user } = renderScreen(<RegisterForm handover={handover} />, { path: '/register' });
    await user.type(field('Email'), 'sam@example');
    await user.type(field('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(field('Display Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Display Name'));
    expect(screen.getByText('Please enter your display name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    // Nothing was sent: a request would have failed the test (no network in component tests).
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoAxeViolations();
  });

  it('says the passwords do not match, and forgets an error as soon as its field changes', async () => {
    const { user } = renderScreen(<RegisterForm handover={{ ...handover, email: 'sam@example.com' }} />, { path: '/register' });
    expect(field('Email').value).toBe('sam@example.com');
    await user.type(field('Display Name'), 'Sam');
    await user.type(field('Password'), 'secret');
    await user.type(field('Confirm Password'), 'secreT');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(document.activeElement).toBe(field('Confirm Password'));

    await user.type(field('Confirm Password'), 'x');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
  });
});

describe('the new password form (spec §5, D14)', () => {
  it("needs the 6-digit code and a new password of at least 6 characters, twice, in the spec's words", async () => {
    const { user } = renderScreen(<NewPasswordForm email="sam@example.com" />, { path: '/new-password' });
    await user.type(field('Reset Code'), '12a');
    await user.type(field('New Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Please enter the 6-digit code from the email.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Reset Code'));

    await user.clear(field('New Password'));
    await user.type(field('New Password'), 'secret');
    await user.type(field('Confirm New Password'), 'other1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
  });
});

describe('the reset request form (spec §5)', () => {
  it("refuses an email without text, at sign, text, dot, text, in the spec's words", async () => {
    const { user } = renderScreen(<ResetRequestForm defaultEmail="sam@example" />, { path: '/reset-password' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));
  });
});

describe('the email sign-in form', () => {
  it('asks for an email and a password before sending anything', async () => {
    const { user } = renderScreen(<EmailSignInForm defaultEmail="" initialFocus="email" onBack={() => {}} />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));
    await expectNoAxeViolations();
  });
});

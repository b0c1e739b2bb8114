import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { NewsletterSignup } from '@web/features/newsletter/components/newsletter-signup';
import { queryKeys } from '@web/lib/query-keys';
import { LoginRoute } from '@web/routes/login';
import { RegisterRoute } from '@web/routes/register';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

/** The home page's sign-up, with the sign-in and register pages it sends a visitor on to, for a guest. */
function renderSignup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.session, null);
  return renderScreen(
    <Routes>
      <Route index element={<NewsletterSignup />} />
      <Route path="login" element={<LoginRoute />} />
      <Route path="register" element={<RegisterRoute />} />
    </Routes>,
    { queryClient },
  );
}

/**
 * The API's answers: the inquiry is recorded (204), then the email lookup (spec §7 call 6)
 * says how that email signs in, if at all.
 */
function answerLookup(response: () => Promise<Response>, inquiry: () => Promise<Response> = async () => new Response(null, { status: 204 })) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((url) => (String(url) === '/api/newsletter/inquiries' ? inquiry() : response()));
}
const lookupCalls = (fetchSpy: ReturnType<typeof answerLookup>) => fetchSpy.mock.calls.filter(([url]) => String(url) === '/api/accounts/email-lookup');

const emailField = () => screen.getByLabelText('Email address') as HTMLInputElement;
const signUp = () => screen.getByRole('button', { name: 'Sign Up' });

afterEach(() => vi.restoreAllMocks());

describe('the newsletter sign-up (spec §2, §4, §7 call 6, §8)', () => {
  it('sends nothing for a missing or malformed email: the browser asks for a valid one', async () => {
    const lookup = answerLookup(async () => Response.json({ signInMethods: [] }));
    const { user } = renderSignup();
    expect(screen.getByRole('heading', { level: 2, name: /^Join the .+ Family$/ })).toBeTruthy();

    await user.click(signUp());
    expect(emailField().validity.valueMissing).toBe(true);
    await user.type(emailField(), 'sam-at-example.com');
    await user.click(signUp());
    expect(emailField().validity.typeMismatch).toBe(true);

    expect(lookup).not.toHaveBeenCalled(); // neither the inquiry nor the lookup
    expect(screen.queryByRole('alert')).toBeNull();
    expect(signUp()).toBeTruthy();
    await expectNoAxeViolations();
  });

  it("says 'Checking...' while it looks the email up, then sends a registered email to sign in with the spec's message", async () => {
    let answer!: (response: Response) => void;
    const lookup = answerLookup(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderSignup();
    await user.type(emailField(), '  sam@example.com ');
    await user.click(signUp());

    const checking = screen.getByRole('button', { name: 'Checking...' }) as HTMLButtonElement;
    expect(checking.disabled).toBe(true);
    // The inquiry first (issue 30: the email and the page's language), then the lookup.
    const [inquiryUrl, inquiry] = lookup.mock.calls[0]!;
    expect([inquiryUrl, inquiry?.method, inquiry?.body]).toEqual(['/api/newsletter/inquiries', 'POST', JSON.stringify({ email: 'sam@example.com', locale: 'en-CA' })]);
    await vi.waitFor(() => expect(lookupCalls(lookup)).toHaveLength(1));
    const [url, init] = lookupCalls(lookup)[0]!;
    expect([url, init?.method, init?.body]).toEqual(['/api/accounts/email-lookup', 'POST', JSON.stringify({ email: 'sam@example.com' })]);

    answer(Response.json({ signInMethods: ['password'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(screen.getByText('This email is already registered. Please log in.')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sam@example.com');
  });

  it('sends a new email to create an account, the email filled in', async () => {
    answerLookup(async () => Response.json({ signInMethods: [] }));
    const { user } = renderSignup();
    await user.type(emailField(), 'new@example.com');
    await user.click(signUp());

    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('new@example.com');
    expect(screen.queryByText('This email is already registered. Please log in.')).toBeNull();
  });

  it("shows 'An error occurred. Please try again.' above the form when the lookup fails, logs it, and can be sent again", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerLookup(async () => Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 }));
    const { user } = renderSignup();
    await user.type(emailField(), 'sam@example.com');
    await user.click(signUp());

    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred. Please try again.');
    expect(logged).toHaveBeenCalledWith('Sign-up email lookup failed', expect.anything());
    expect(emailField().value).toBe('sam@example.com');
    expect((signUp() as HTMLButtonElement).disabled).toBe(false);
    await expectNoAxeViolations();
  });

  it('shows the same error, and goes nowhere, when the inquiry cannot be recorded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = answerLookup(
      async () => Response.json({ signInMethods: [] }),
      async () => Response.json({ error: { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts.' } }, { status: 429 }),
    );
    const { user } = renderSignup();
    await user.type(emailField(), 'sam@example.com');
    await user.click(signUp());

    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred. Please try again.');
    expect(lookupCalls(calls)).toHaveLength(0);
    expect(screen.queryByRole('heading', { level: 1, name: 'Create Account' })).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import { CloseAccount } from '@web/features/profile/components/close-account';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

afterEach(() => vi.restoreAllMocks());

const email = 'robin@example.com';

describe('closing the account from the profile (issue 30)', () => {
  it('warns what goes and what stays, and shows the server’s refusal beside the password', async () => {
    const sent = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json(
        { error: { code: 'VALIDATION_ERROR', message: 'That password is not right. Your account was not closed.', fields: { password: 'That password is not right. Your account was not closed.' } } },
        { status: 422 },
      ),
    );
    const { user } = renderScreen(<CloseAccount email={email} />, { path: '/profile' });
    expect(screen.getByRole('heading', { name: 'Close my account' })).toBeTruthy();
    expect(screen.getByText(/cannot be undone/).textContent).toContain('Your orders and refunds are kept for 6 years without your name');

    await user.type(screen.getByLabelText('Your password', { exact: false }), 'wrong horse 42');
    await user.type(screen.getByLabelText(`Type your email address (${email}) to confirm`), email);
    await user.click(screen.getByRole('button', { name: 'Close my account for good' }));

    await vi.waitFor(() => expect(screen.getByLabelText('Your password', { exact: false }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked below.');
    const [url, init] = sent.mock.calls[0]!;
    expect(url).toBe('/api/profile/close');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'wrong horse 42', confirmation: email });
    await expectNoAxeViolations();
  });

  it('sends one request however often the button is pressed while it runs', async () => {
    let answer: (response: Response) => void = () => {};
    const sent = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderScreen(<CloseAccount email={email} />, { path: '/profile' });
    await user.type(screen.getByLabelText('Your password', { exact: false }), 'correct horse 42');
    await user.type(screen.getByLabelText(`Type your email address (${email}) to confirm`), email);
    const button = screen.getByRole('button', { name: 'Close my account for good' });
    await user.dblClick(button);
    await user.click(button);
    expect(sent).toHaveBeenCalledTimes(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer(Response.json({ closed: true, cancelledVisits: 0 }));
  });
});

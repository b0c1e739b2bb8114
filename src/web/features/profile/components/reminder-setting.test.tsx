import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { ReminderSetting } from '@web/features/profile/components/reminder-setting';
import { renderScreen } from '@web/test/render';

afterEach(() => vi.restoreAllMocks());

const box = () => screen.getByRole('checkbox', { name: 'Remind me when a visit is due' }) as HTMLInputElement;

describe('“Remind me when a visit is due” on the profile (issue 29)', () => {
  it('shows the choice in the click’s own render, while the server has not answered yet', async () => {
    let answer: (response: Response) => void = () => {};
    const sent = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderScreen(<ReminderSetting remindWhenDue />);
    expect(box().checked).toBe(true);
    // Read in the same task as the click, as a browser test reads it (before any timer runs).
    fireEvent.click(box());
    expect(box().checked).toBe(false);
    await vi.waitFor(() => expect(sent).toHaveBeenCalled());
    expect(box().checked).toBe(false);
    const [url, init] = sent.mock.calls[0]!;
    expect([url, init?.method, JSON.parse(String(init?.body))]).toEqual(['/api/profile/reminders', 'PUT', { remindWhenDue: false }]);
    answer(Response.json({ remindWhenDue: false }));
    await vi.waitFor(() => expect(box().disabled).toBe(false));
  });

  it('goes back to what is saved, and says so, when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 }));
    const { user } = renderScreen(<ReminderSetting remindWhenDue />);
    await user.click(box());
    await vi.waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(box().checked).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import { QueryClient } from '@tanstack/react-query';
import type { ConsentState } from '@shared/contracts/consents';
import { consentsQueryKey } from '@web/features/profile/api/consents';
import { ConsentSetting } from '@web/features/profile/components/consent-setting';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const none: ConsentState = { newsEmail: false, reminderTexts: false, phone: null, news: { mayReceive: false, basis: 'none', until: null } };

function renderSetting(state: ConsentState = none) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(consentsQueryKey, state);
  return renderScreen(<ConsentSetting />, { queryClient });
}

afterEach(() => vi.restoreAllMocks());

describe('the profile’s choices about news mail and text reminders (issue 30)', () => {
  it('shows both boxes unticked, asks a number only for texts, and refuses a number that is not Canadian before sending', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const { user } = renderSetting();
    const news = screen.getByRole('checkbox', { name: 'News and offers by email' }) as HTMLInputElement;
    const texts = screen.getByRole('checkbox', { name: 'Appointment reminders by text message' }) as HTMLInputElement;
    expect([news.checked, texts.checked]).toEqual([false, false]);
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
    expect(screen.getByRole('link', { name: /privacy policy/ }).getAttribute('href')).toBe('/privacy');

    await user.click(texts);
    await user.type(screen.getByLabelText('Mobile number'), '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    const phone = screen.getByLabelText('Mobile number');
    expect(document.activeElement).toBe(phone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toContain('Please enter a Canadian phone number, such as (905) 555-0142.');
    expect(sent).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('saves the choices with the number in E.164, and shows what the server recorded', async () => {
    const saved: ConsentState = { newsEmail: true, reminderTexts: true, phone: '+19055550142', news: { mayReceive: true, basis: 'express', until: null } };
    const sent = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(saved));
    const { user } = renderSetting();
    await user.click(screen.getByRole('checkbox', { name: 'News and offers by email' }));
    await user.click(screen.getByRole('checkbox', { name: 'Appointment reminders by text message' }));
    await user.type(screen.getByLabelText('Mobile number'), '(905) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));

    await vi.waitFor(() => expect(screen.getByText('Your choices are saved.')).toBeTruthy());
    const [url, init] = sent.mock.calls[0]!;
    expect([url, init?.method]).toEqual(['/api/profile/consents', 'PUT']);
    expect(JSON.parse(String(init?.body))).toEqual({ newsEmail: true, reminderTexts: true, phone: '+19055550142' });
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('+19055550142');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import type { WeeklyInterval } from '@shared/contracts/hours';
import { WeeklyHoursEditor } from '@web/features/console-hours/components/weekly-hours-editor';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const weekdays: WeeklyInterval[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

function renderEditor(onSave = vi.fn(async (_intervals: WeeklyInterval[]) => undefined)) {
  const rendered = renderScreen(<WeeklyHoursEditor title="Working hours of Sam" initial={weekdays} saving={false} onSave={onSave} />, { path: '/console/staff' });
  return { ...rendered, onSave };
}

const day = (name: string) => screen.getByRole('group', { name });

describe('the weekly hours editor', () => {
  it('shows the week Monday first, closed days said so, and saves the intervals as typed', async () => {
    const { user, onSave } = renderEditor();
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
    ]);
    expect(within(day('Sunday')).getByText('Closed')).toBeTruthy();

    // A lunch break on Monday: 9-12 and 13-17.
    await user.clear(within(day('Monday')).getByLabelText('To'));
    await user.type(within(day('Monday')).getByLabelText('To'), '12:00');
    await user.click(within(day('Monday')).getByRole('button', { name: 'Add hours on Monday' }));
    const [, second] = within(day('Monday')).getAllByLabelText('From') as HTMLInputElement[];
    expect(second?.value).toBe('12:00');
    await user.clear(second!);
    await user.type(second!, '13:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toContainEqual({ weekday: 1, start: '09:00', end: '12:00' });
    expect(onSave.mock.calls[0]![0]).toContainEqual({ weekday: 1, start: '13:00', end: '17:00' });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved.');
    await expectNoAxeViolations();
  });

  it('refuses overlapping intervals before sending, marks the field, focuses it, and keeps what was typed', async () => {
    const { user, onSave } = renderEditor();
    await user.click(within(day('Tuesday')).getByRole('button', { name: 'Add hours on Tuesday' }));
    const [, second] = within(day('Tuesday')).getAllByLabelText('From') as HTMLInputElement[];
    await user.clear(second!);
    await user.type(second!, '16:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));

    expect(onSave).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(second);
    expect(second!.getAttribute('aria-invalid')).toBe('true');
    expect(within(day('Tuesday')).getByText('This interval overlaps another one on the same day.')).toBeTruthy();
    expect(second!.value).toBe('16:00');
  });
});

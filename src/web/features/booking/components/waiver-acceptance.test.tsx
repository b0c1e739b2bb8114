import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/dom';
import { WaiverAcceptance } from '@web/features/booking/components/waiver-acceptance';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

describe("the wizard's waiver", () => {
  it("shows the owner's text as plain paragraphs, never as HTML, with the name field and the box", async () => {
    const { container } = renderScreen(
      <WaiverAcceptance
        waiver={{ version: 2, text: 'First <b>bold</b> line\nsame paragraph\n\n<img src=x onerror=alert(1)>Second' }}
        draft={{ waiverFullName: '', waiverAccepted: false }}
        errors={{ waiverAccepted: 'Please tick the box to accept the waiver.' }}
        onChange={() => {}}
      />,
    );
    const text = screen.getByRole('region', { name: 'Waiver text' });
    expect(text.querySelectorAll('p')).toHaveLength(2);
    expect(text.querySelector('b, img')).toBeNull();
    expect(text.textContent).toContain('First <b>bold</b> line');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'I have read and accept this waiver' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toContain('Please tick the box to accept the waiver.');
    await expectNoAxeViolations(container);
  });
});

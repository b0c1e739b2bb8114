import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/dom';
import { NoteForm } from '@web/features/console-customers/components/note-form';
import { expectNoAxeViolations } from '@web/test/axe';
import { renderScreen } from '@web/test/render';

const subject = { userId: 'user-1', petId: '00000000-0000-4000-8000-000000000001' };

function renderForm() {
  return renderScreen(<NoteForm subject={subject} label="Add a note about Biscuit" />, { path: '/console/customers/user-1' });
}

const form = () => screen.getByRole('group', { name: 'Add a note about Biscuit' });
const box = () => within(form()).getByLabelText('Note') as HTMLTextAreaElement;
const button = () => within(form()).getByRole('button') as HTMLButtonElement;
/** What the box's aria-describedby points at, read as a screen reader would. */
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** The API, answering one note request: what the server would say. */
function answerNote(response: () => Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(response);
}

afterEach(() => vi.restoreAllMocks());

describe('the staff note form (issue 13): checked with the server contract before anything is sent', () => {
  it('refuses an empty note beside the box and focuses it, sending nothing', async () => {
    const { user } = renderForm();
    await user.type(box(), '   ');
    await user.click(button());

    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(description(box())).toContain('Please write the note.');
    expect(document.activeElement).toBe(box());
    await expectNoAxeViolations();
  });

  it('refuses 1,001 characters and keeps every one of them to shorten', async () => {
    const { user } = renderForm();
    const long = 'x'.repeat(1_001);
    await user.click(box());
    await user.paste(long);
    await user.click(button());

    expect(description(box())).toContain('A note can be at most 1000 characters.');
    expect(box().value).toBe(long);
  });

  it('is disabled while saving, then empties the box once the note is kept', async () => {
    let answer!: (response: Response) => void;
    const sent = answerNote(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderForm();
    await user.type(box(), 'Nervous with clippers.');
    await user.click(button());

    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Adding...');
    const [url, init] = sent.mock.calls[0]!;
    expect([url, init?.method, init?.body]).toEqual([
      `/api/console/customers/user-1/pets/${subject.petId}/notes`,
      'POST',
      JSON.stringify({ body: 'Nervous with clippers.' }),
    ]);

    answer(Response.json({ id: 1, body: 'Nervous with clippers.', author: 'owner@example.com', at: '2027-03-10T14:00:00.000Z' }, { status: 201 }));
    await vi.waitFor(() => expect(box().value).toBe(''));
    expect(button().disabled).toBe(false);
  });

  it("shows the server's refusal beside the box and keeps what was typed", async () => {
    answerNote(async () =>
      Response.json({ error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { body: 'A note can be at most 1000 characters.' } } }, { status: 422 }),
    );
    const { user } = renderForm();
    await user.type(box(), 'Fine here, refused there.');
    await user.click(button());

    await vi.waitFor(() => expect(description(box())).toContain('A note can be at most 1000 characters.'));
    expect(box().value).toBe('Fine here, refused there.');
    expect(document.activeElement).toBe(box());
  });
});

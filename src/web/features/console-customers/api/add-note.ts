import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffNote, StaffNoteBody } from '@shared/contracts/console-customers';
import { apiRequest } from '@web/lib/api-client';
import { customerQueryKey } from '@web/features/console-customers/api/get-customer';

/** Who a note is about: the customer, or one of their pets. */
export interface NoteSubject {
  userId: string;
  petId?: string;
}

/** POST …/notes: 201 with the note; 404 for a customer or pet not (theirs); 422 with the field's error. */
export function addNote({ userId, petId }: NoteSubject, body: StaffNoteBody): Promise<StaffNote> {
  const customer = `/api/console/customers/${encodeURIComponent(userId)}`;
  const path = petId ? `${customer}/pets/${encodeURIComponent(petId)}/notes` : `${customer}/notes`;
  return apiRequest<StaffNote>(path, { method: 'POST', body });
}

export function useAddNote(subject: NoteSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffNoteBody) => addNote(subject, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(subject.userId) }),
  });
}

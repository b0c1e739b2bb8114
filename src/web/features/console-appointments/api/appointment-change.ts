import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';

/**
 * A change to an appointment from the book. What it touches is read again before the
 * change counts as done: the console's lists (the book, the hours screen's appointments
 * to settle) and the customer-facing appointments and slots.
 */
export function useAppointmentChange<Input, Output = void>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([['console'], queryKeys.appointments, queryKeys.availability].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

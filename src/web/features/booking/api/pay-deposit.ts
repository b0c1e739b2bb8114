import { useMutation } from '@tanstack/react-query';
import type { DepositCheckoutResponse } from '@shared/contracts/deposits';
import { apiRequest } from '@web/lib/api-client';

/**
 * POST /api/appointments/:id/deposit-checkout (issue 29): where to pay the visit's deposit,
 * the same payment however often it is asked; 409 once the visit no longer awaits it.
 */
export function payDeposit(appointmentId: string): Promise<DepositCheckoutResponse> {
  return apiRequest<DepositCheckoutResponse>(`/api/appointments/${encodeURIComponent(appointmentId)}/deposit-checkout`, { method: 'POST' });
}

/** Opens the deposit's payment page: the browser leaves for it. */
export function usePayDeposit() {
  return useMutation({
    mutationFn: payDeposit,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

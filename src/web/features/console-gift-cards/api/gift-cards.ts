import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { GiftCard, GiftCardDetails, IssueGiftCardBody, IssuedGiftCard } from '@shared/contracts/gift-cards';
import { apiRequest } from '@web/lib/api-client';

const root = ['console-gift-cards'] as const;
const listKey = (email: string) => [...root, 'list', email] as const;
const cardKey = (id: string) => [...root, 'card', id] as const;

/** GET /api/console/gift-cards: the latest cards; with an email, those mailed to it. */
export function useGiftCards(email: string) {
  return useQuery({
    queryKey: listKey(email),
    queryFn: ({ signal }) => apiRequest<{ cards: GiftCard[] }>(`/api/console/gift-cards${email ? `?${new URLSearchParams({ email })}` : ''}`, { signal }),
    staleTime: 0,
    retry: false,
  });
}

/** GET /api/console/gift-cards/:id: one card with its entries. */
export function useGiftCard(id: string | undefined) {
  return useQuery({
    queryKey: cardKey(id ?? ''),
    queryFn: ({ signal }) => apiRequest<GiftCardDetails>(`/api/console/gift-cards/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== undefined,
    staleTime: 0,
    retry: false,
  });
}

/** POST /api/console/gift-cards: 201 with the card and its whole code, this once. */
export function useIssueGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueGiftCardBody) => apiRequest<IssuedGiftCard>('/api/console/gift-cards', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...root, 'list'] }),
  });
}

/** POST /api/console/gift-cards/lookup: the card with this code; 404 when none has it, 422 when it cannot be a code. */
export function useLookUpGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<GiftCardDetails>('/api/console/gift-cards/lookup', { method: 'POST', body: { code } }),
    onSuccess: (card) => queryClient.setQueryData(cardKey(card.id), card),
  });
}

/** POST /api/console/gift-cards/:id/void: 200 with the card; 409 when voided already. */
export function useVoidGiftCard(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => apiRequest<GiftCardDetails>(`/api/console/gift-cards/${encodeURIComponent(id)}/void`, { method: 'POST', body: { reason } }),
    onSuccess: (card) => {
      queryClient.setQueryData(cardKey(id), card);
      return queryClient.invalidateQueries({ queryKey: [...root, 'list'] });
    },
  });
}

import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { NewsAudienceBody, NewsCampaign, NewsDraftBody } from '@shared/contracts/news-mail';
import type { Locale } from '@shared/i18n/locales';
import { apiRequest } from '@web/lib/api-client';

const newsKey = ['console-news'] as const;

/** GET /api/console/news: the sends, newest first, with their counts. */
export const useNewsCampaigns = () =>
  useQuery({ queryKey: newsKey, queryFn: ({ signal }) => apiRequest<{ campaigns: NewsCampaign[] }>('/api/console/news', { signal }).then((list) => list.campaigns) });

/** POST /api/console/news/audience: how many customers the audience holds now, shown before sending. */
export const useAudienceCount = (audience: NewsAudienceBody | null) =>
  useQuery({
    queryKey: [...newsKey, 'audience', audience],
    queryFn: ({ signal }) => apiRequest<{ count: number }>('/api/console/news/audience', { method: 'POST', body: { audience }, signal }).then((answer) => answer.count),
    enabled: audience !== null,
    placeholderData: keepPreviousData,
  });

/** POST /api/console/news/preview: the mail as a customer reading `locale` receives it. */
export const usePreview = () =>
  useMutation({
    mutationFn: (content: { subject: string; body: string; locale: Locale }) =>
      apiRequest<{ subject: string; html: string; text: string }>('/api/console/news/preview', { method: 'POST', body: content }),
  });

/** Writes the campaign, then sends it (now, or at `sendAt`): the server sends a campaign once only. */
export function useSendNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, sendAt }: { draft: NewsDraftBody; sendAt?: string }) => {
      const campaign = await apiRequest<NewsCampaign>('/api/console/news', { method: 'POST', body: draft });
      return apiRequest<NewsCampaign>(`/api/console/news/${campaign.id}/send`, { method: 'POST', body: sendAt ? { sendAt } : {} });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsKey }),
  });
}

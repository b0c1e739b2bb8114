import { useLingui } from '@lingui/react';
import { useQuery } from '@web/lib/query';
import type { BlogPostPage, BlogPostSummary } from '@shared/contracts/blog';
import type { Locale } from '@shared/i18n/locales';
import { apiRequest, isApiClientError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The number of care tips the home page shows (the spec's two cards). */
export const HOME_TIPS = 2;

/** GET /api/blog/posts: the latest published care tips in the page's language. */
export function useLatestBlogPosts(limit = HOME_TIPS) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return useQuery({
    queryKey: [...queryKeys.blog, 'latest', limit, locale],
    queryFn: ({ signal }) => apiRequest<{ posts: BlogPostSummary[] }>(`/api/blog/posts?limit=${limit}&locale=${locale}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * GET /api/blog/posts/{id}: one published post; null when there is none (404: unknown,
 * or a draft), which the page shows as not found, on the server and in the browser. An id
 * that is not a number is not asked for at all.
 */
export function useBlogPost(id: string | undefined) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return useQuery({
    queryKey: [...queryKeys.blog, 'post', id, locale],
    queryFn: async ({ signal }) => {
      if (id === undefined || !/^[1-9]\d{0,9}$/.test(id)) return null;
      try {
        return await apiRequest<BlogPostPage>(`/api/blog/posts/${id}?locale=${locale}`, { signal });
      } catch (error) {
        if (isApiClientError(error) && (error.status === 404 || error.status === 422)) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@web/lib/query';
import type { ConsoleBlogPost, ConsoleBlogPosts, SaveBlogPostInput } from '@shared/contracts/blog';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const consoleBlogKey = ['console-blog-posts'] as const;

/** GET /api/console/blog-posts: every post, drafts included, newest first. */
export function useConsoleBlogPosts() {
  return useQuery({ queryKey: consoleBlogKey, queryFn: ({ signal }) => apiRequest<ConsoleBlogPosts>('/api/console/blog-posts', { signal }) });
}

/** GET /api/console/blog-posts/{id}: one post with its words in every language. */
export function useConsoleBlogPost(id: number | undefined) {
  return useQuery({
    queryKey: [...consoleBlogKey, id],
    queryFn: ({ signal }) => apiRequest<ConsoleBlogPost>(`/api/console/blog-posts/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** POST /api/console/blog-posts (201) or, with an id, PUT /api/console/blog-posts/{id} (200); 422 with field errors either way. */
export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: SaveBlogPostInput }) =>
      id === undefined
        ? apiRequest<ConsoleBlogPost>('/api/console/blog-posts', { method: 'POST', body })
        : apiRequest<ConsoleBlogPost>(`/api/console/blog-posts/${id}`, { method: 'PUT', body }),
    // The console's list and the public tips (home, the post's page) both change.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: consoleBlogKey }), queryClient.invalidateQueries({ queryKey: queryKeys.blog })]),
  });
}

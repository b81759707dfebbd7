import { type AdminNewsItem, type NewsInput, newsPaths } from '@tandem/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { privateFileQueryOptions, usePrivateFile } from '@/lib/object-url';
import { newsAdminKeys } from './keys';
import { pageQueryOptions } from '@/lib/paged-query';

export type NewsListParams = {
  page: number;
  language?: string;
  news_type?: '1' | '2';
  status?: 'draft' | 'published' | 'unpublished';
};

export const getAdminNewsListQueryOptions = (params: NewsListParams) =>
  pageQueryOptions<AdminNewsItem>(newsAdminKeys.list(params), newsPaths.admin, params);

export const useAdminNewsList = (params: NewsListParams) => useQuery(getAdminNewsListQueryOptions(params));

export const getAdminNewsQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: newsAdminKeys.one(id ?? 'new'),
    queryFn: ({ signal }) => api.get<AdminNewsItem>(newsPaths.adminOne(id!), { signal }),
    enabled: id !== null,
    retry: false,
  });

export const useAdminNews = (id: string | null) => useQuery(getAdminNewsQueryOptions(id));

function useNewsMutation<T>(call: (input: T) => Promise<AdminNewsItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (item) => {
      queryClient.setQueryData(newsAdminKeys.one(item.id), item);
      return queryClient.invalidateQueries({ queryKey: newsAdminKeys.list() });
    },
  });
}

export const useSaveNews = () =>
  useNewsMutation(({ id, ...input }: NewsInput & { id?: string }) =>
    id
      ? apiRequest<AdminNewsItem>('PUT', newsPaths.adminOne(id), { body: input })
      : api.post<AdminNewsItem>(newsPaths.admin, input),
  );

export const usePublishNews = () =>
  useNewsMutation(({ id, publish_at }: { id: string; publish_at?: string }) =>
    api.post<AdminNewsItem>(newsPaths.adminPublish(id), publish_at ? { publish_at } : {}),
  );

export const useUnpublishNews = () =>
  useNewsMutation((id: string) => api.post<AdminNewsItem>(newsPaths.adminUnpublish(id)));

export const useUploadNewsImage = () =>
  useNewsMutation(({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append('image', file, file.name);
    return api.post<AdminNewsItem>(newsPaths.adminImage(id), form);
  });

export const useRemoveNewsImage = () =>
  useNewsMutation((id: string) => apiRequest<AdminNewsItem>('DELETE', newsPaths.adminImage(id)));

/** The item's image through the staff route (works before publishing), as an object URL. */
export function useAdminNewsImage(path: string | null) {
  return usePrivateFile(getAdminNewsImageQueryOptions(path)).url;
}

export const getAdminNewsImageQueryOptions = (path: string | null) =>
  privateFileQueryOptions(newsAdminKeys.image(path ?? ''), path, { retry: false });

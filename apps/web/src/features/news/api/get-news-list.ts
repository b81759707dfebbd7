import { type NewsPage, paths } from '@tandem/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

/** The header's news: type 1, page 1 (spec section 7), in the interface language. */
export const getNewsListQueryOptions = (language: string, newsType = 1, page = 1) =>
  queryOptions({
    queryKey: newsKeys.list(language, newsType, page),
    queryFn: ({ signal }) =>
      api.get<NewsPage>(paths.news.list, { query: { language, news_type: newsType, page }, as: 'none', signal }),
    placeholderData: keepPreviousData,
    // News is a nice-to-have on every page; one quick retry, then the list shows as unavailable.
    retry: 1,
  });

export const useNewsList = (language: string, newsType = 1, page = 1) =>
  useQuery(getNewsListQueryOptions(language, newsType, page));

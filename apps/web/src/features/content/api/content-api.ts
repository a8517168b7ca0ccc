import type { HelpCategory } from '@platform/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';

/** Fetchers, query options and hooks of the content actions. Keys include the language. */
const STALE_MS = 5 * 60_000;

export const contentQueries = {
  site: (lang: string) =>
    queryOptions({
      queryKey: ['content', 'site', lang],
      queryFn: () => api.call('getLogo'),
      staleTime: STALE_MS,
    }),
  pages: (lang: string) =>
    queryOptions({
      queryKey: ['content', 'pages', lang],
      queryFn: () => api.call('getTextsList'),
      staleTime: STALE_MS,
    }),
  page: (lang: string, id: number) =>
    queryOptions({
      queryKey: ['content', 'page', lang, id],
      queryFn: () => api.call('getText', { id }),
    }),
  home: (lang: string) =>
    queryOptions({
      queryKey: ['content', 'home', lang],
      queryFn: () => api.call('getHomeContent'),
    }),
  banners: (lang: string) =>
    queryOptions({
      queryKey: ['content', 'banners', lang],
      queryFn: () => api.call('getBannerList'),
    }),
  banner: (lang: string, id: number) =>
    queryOptions({
      queryKey: ['content', 'banner', lang, id],
      queryFn: () => api.call('getBannerDetail', { id }),
    }),
  articles: (kind: 'News' | 'Notice', lang: string, page: number, pageSize: number) =>
    queryOptions({
      queryKey: ['content', kind, lang, page, pageSize],
      queryFn: () => api.call(`get${kind}List` as const, { page, pageSize }),
    }),
  article: (kind: 'News' | 'Notice', lang: string, id: number) =>
    queryOptions({
      queryKey: ['content', kind, 'detail', lang, id],
      queryFn: () => api.call(`get${kind}Detail` as const, { id }),
    }),
  help: (lang: string, category?: HelpCategory) =>
    queryOptions({
      queryKey: ['content', 'help', lang, category ?? 'all'],
      queryFn: () => api.call('getHelpList', category ? { category } : {}),
    }),
  helpArticle: (lang: string, id: number) =>
    queryOptions({
      queryKey: ['content', 'helpArticle', lang, id],
      queryFn: () => api.call('getHelpDetail', { id }),
    }),
};

function useLang(): string {
  return useTranslation().i18n.language;
}

export const useSite = () => useQuery(contentQueries.site(useLang()));
export const usePages = () => useQuery(contentQueries.pages(useLang()));
export const usePage = (id: number) => useQuery({ ...contentQueries.page(useLang(), id), enabled: id > 0 });
export const useHome = () => useQuery(contentQueries.home(useLang()));
export const useBanners = () => useQuery(contentQueries.banners(useLang()));
export const useBanner = (id: number) =>
  useQuery({ ...contentQueries.banner(useLang(), id), enabled: id > 0 });
export const useArticles = (kind: 'News' | 'Notice', page: number, pageSize = 10) =>
  useQuery(contentQueries.articles(kind, useLang(), page, pageSize));
export const useArticle = (kind: 'News' | 'Notice', id: number) =>
  useQuery({ ...contentQueries.article(kind, useLang(), id), enabled: id > 0 });
export const useHelp = (category?: HelpCategory) => useQuery(contentQueries.help(useLang(), category));
export const useHelpArticle = (id: number) =>
  useQuery({ ...contentQueries.helpArticle(useLang(), id), enabled: id > 0 });

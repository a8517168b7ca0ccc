import type { ContentKindName, HelpCategory, Lang } from '@platform/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { CreatePayload, SitePayload, UpdatePayload } from './content-model.ts';

/** Queries and changes of site content; every change refreshes all content queries. */
export interface ContentFilter {
  kind: ContentKindName;
  page: number;
  pageSize: number;
  category?: HelpCategory;
}

export const contentKeys = {
  all: ['content'] as const,
  list: (filter: ContentFilter) => ['content', 'list', filter] as const,
  item: (id: number) => ['content', 'item', id] as const,
  preview: (id: number, lang: Lang) => ['content', 'preview', id, lang] as const,
};

export function useContentList(filter: ContentFilter) {
  return useQuery({
    queryKey: contentKeys.list(filter),
    queryFn: () => api.call('listContent', { ...filter }),
    placeholderData: (previous) => previous,
  });
}

export function useContentItem(id: number | null) {
  return useQuery({
    queryKey: contentKeys.item(id ?? 0),
    queryFn: () => api.call('getContentItem', { id }),
    enabled: id !== null,
  });
}

export function useContentPreview(id: number, lang: Lang) {
  return useQuery({
    queryKey: contentKeys.preview(id, lang),
    queryFn: () => api.call('previewContentItem', { id, preview_lang: lang }),
  });
}

function useContentChange<V>(run: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export const useCreateContent = () =>
  useContentChange((p: CreatePayload) => api.call('createContentItem', p));
export const useUpdateContent = () =>
  useContentChange((p: UpdatePayload) => api.call('updateContentItem', p));
export const usePublishContent = () =>
  useContentChange(({ id, published }: { id: number; published: boolean }) =>
    api.call(published ? 'publishContentItem' : 'unpublishContentItem', { id }),
  );
export const useDeleteContent = () => useContentChange((id: number) => api.call('deleteContentItem', { id }));
export const useUpdateSite = () => useContentChange((p: SitePayload) => api.call('updateSiteIdentity', p));
export const useUploadLogo = () => useContentChange((file: File) => api.upload('uploadLogo', { file }));
export const useRemoveLogo = () => useContentChange(() => api.call('removeLogo'));

import type { SettingEntry } from '@platform/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The settings registry: every key with its description, current and default value. */
const SETTINGS_KEY = ['settings'] as const;

export function useSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api.post<SettingEntry[]>('listSettings') });
}

/** The value travels as JSON text; the server parses and checks it against the key's schema. */
export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { key: string; value: string }) => api.post<unknown>('updateSetting', change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}

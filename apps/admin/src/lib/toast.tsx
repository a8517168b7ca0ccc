import { App } from 'antd';
import { useEffect } from 'react';
import type { ToastKind } from './admin-api.ts';

/**
 * Toasts for code outside React (the API client). The bridge below registers antd's contextual
 * message API, so toasts follow the app's theme; before it mounts, toasts are logged instead.
 */
type Show = (kind: ToastKind, text: string) => void;
let show: Show | null = null;

export function toast(kind: ToastKind, text: string): void {
  if (show) show(kind, text);
  else console.warn(`[${kind}] ${text}`);
}

export function ToastBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    show = (kind, text) => {
      if (kind === 'success') message.success(text);
      else message.error(text);
    };
    return () => {
      show = null;
    };
  }, [message]);
  return null;
}

import { App } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Success toasts (top-center, 2000 ms) and error notifications (top right, 4.5 s, width 384, at most 3
 * stacked) reachable from outside React, e.g. the query client's error handler.
 */
let toast: MessageInstance | undefined;
let notifier: NotificationInstance | undefined;

export function FeedbackBridge() {
  const app = App.useApp();
  toast = app.message;
  notifier = app.notification;
  return null;
}

export function showSuccess(text: string): void {
  void toast?.success(text);
}

export function showError(text: string, title?: string): void {
  notifier?.error({ title: title ?? text, description: title ? text : undefined });
}

export function showInfo(text: string): void {
  notifier?.info({ title: text });
}

export const TOAST_CONFIG = { top: 16, duration: 2, maxCount: 3 } as const;
export const NOTIFICATION_CONFIG = { placement: 'topRight', duration: 4.5, stack: { threshold: 3 } } as const;

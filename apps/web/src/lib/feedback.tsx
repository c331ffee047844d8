import { App } from 'antd';
import { useEffect } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Success toasts (top-center, 2000 ms) and error notifications (top right, 4.5 s, width 384, at most 3
 * stacked) reachable from outside React, e.g. the query client's error handler.
 */
const instances: { toast?: MessageInstance; notifier?: NotificationInstance } = {};

export function FeedbackBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => {
    instances.toast = message;
    instances.notifier = notification;
  }, [message, notification]);
  return null;
}

export function showSuccess(text: string): void {
  void instances.toast?.success(text);
}

export function showError(text: string, title?: string): void {
  instances.notifier?.error({ title: title ?? text, description: title ? text : undefined });
}

export function showInfo(text: string): void {
  instances.notifier?.info({ title: text });
}

export const TOAST_CONFIG = { top: 16, duration: 2, maxCount: 3 } as const;
export const NOTIFICATION_CONFIG = { placement: 'topRight', duration: 4.5, stack: { threshold: 3 } } as const;

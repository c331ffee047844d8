import { Empty } from 'antd';
import type { ReactNode } from 'react';

export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} style={{ padding: '48px 0' }}>
      {action}
    </Empty>
  );
}

import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled panel of an editor's form. */
export function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card
      className="admin-panel"
      title={
        <Typography.Title level={2} className="admin-section-title">
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}

import type { ReactNode } from 'react';
import classes from './notice.module.css';

type Tone = 'info' | 'warning' | 'danger';

interface NoticeProps {
  tone: Tone;
  children: ReactNode;
  /** `alert` interrupts screen readers (errors); `status` is announced politely. */
  role?: 'alert' | 'status';
  'data-testid'?: string;
}

/** Inline message box: plain markup, so the light first pages (login, portal) can show it without Mantine. */
export function Notice({ tone, children, role = 'status', ...rest }: NoticeProps) {
  return (
    <div role={role} className={`${classes.notice} ${classes[tone]}`} data-testid={rest['data-testid']}>
      {children}
    </div>
  );
}

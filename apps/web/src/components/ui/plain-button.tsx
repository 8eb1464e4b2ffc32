import type { ButtonHTMLAttributes } from 'react';
import classes from './plain-button.module.css';

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'filled' | 'outline' | 'subtle';
  fullWidth?: boolean;
  loading?: boolean;
}

/**
 * A themed native button for the public pages. Mantine's Button brings its loader and transition
 * code along; this one keeps the login page within its JavaScript budget.
 */
export function PlainButton({ variant = 'filled', fullWidth, loading, disabled, className, children, ...rest }: PlainButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={[classes.button, classes[variant], fullWidth ? classes.full : '', className ?? ''].join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className={classes.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

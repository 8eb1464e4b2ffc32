import classes from './brand-logo.module.css';

/** Tribuna's mark and wordmark (the product name is not translated). */
export function BrandLogo({ size = 28 }: { size?: number }) {
  return (
    <span className={classes.logo}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#2d4f8f" />
        <path d="M14 46h36v6H14zM18 34h28v8H18zM22 22h20v8H22z" fill="#fff" />
        <path d="M32 10l10 8H22z" fill="#f59f00" />
      </svg>
      <span className={classes.word}>Tribuna</span>
    </span>
  );
}

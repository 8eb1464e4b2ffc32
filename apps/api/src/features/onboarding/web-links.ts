import type { ResolvedConfig } from '../../config';

/** Absolute links to pages of the web app (APP_URL), for notifications. */
export function webLinks(config: ResolvedConfig): (path: string) => string {
  return (path) => new URL(path, `${config.appUrl}/`).toString();
}

import { useAppConfig } from '../../lib/app-config';
import { StagingBanner } from './staging-banner';

/** Text of the staging banner when the deployment configures one. */
export function useStagingBannerText(): string | null {
  return useAppConfig().data?.stagingBanner ?? null;
}

export function StagingBannerSlot() {
  const text = useStagingBannerText();
  return text ? <StagingBanner text={text} /> : null;
}

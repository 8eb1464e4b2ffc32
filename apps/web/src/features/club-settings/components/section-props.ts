import type { ClubSettings } from '@tribuna/contract';

/** What every settings section receives from the page. */
export interface SectionProps {
  clubHash: string;
  settings: ClubSettings;
  /** Reports unsaved changes of the section (the page warns before leaving). */
  onDirtyChange: (dirty: boolean) => void;
}

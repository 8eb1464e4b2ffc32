/** Layout transitions of spec 9. */
export const LAYOUT_TRANSITION = { enterMs: 100, exitMs: 400 } as const;

/** Alerts of spec 9 close by themselves after 7 seconds. */
export const ALERT_AUTO_CLOSE_MS = 7000;

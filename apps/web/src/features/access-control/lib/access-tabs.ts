/** The parts of the Access control page, each a tab named in the address (?tab=log) so a link opens it. */
export const ACCESS_TABS = ['overview', 'lists', 'log', 'devices', 'controllers'] as const;
export type AccessTab = (typeof ACCESS_TABS)[number];

export const tabOf = (value: string | null): AccessTab =>
  (ACCESS_TABS as readonly string[]).includes(value ?? '') ? (value as AccessTab) : 'overview';

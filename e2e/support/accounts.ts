/** The demo accounts the seed creates (README). */
export const DEMO_PASSWORD = 'Demo1234!';
export const ACCOUNTS = {
  manager: 'manager@demo.test',
  member: 'member@demo.test',
  guardian: 'guardian@demo.test',
  manager2: 'manager2@demo.test',
  admin: 'admin@demo.test',
} as const;

/** The same username as a person might type it on a phone: spaces around, capitals inside. */
export function sloppy(username: string): string {
  const [local, domain] = username.split('@');
  return `  ${local!.charAt(0).toUpperCase()}${local!.slice(1)}@${domain!.toUpperCase()}  `;
}

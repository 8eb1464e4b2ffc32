import { AppConfigSchema, type AppConfig } from '@tribuna/contract';
import { describe, expect, it } from 'vitest';
import { checkedAppConfig } from './app-config';

const valid: AppConfig = {
  environment: 'production',
  release: '4.19.0',
  stagingBanner: null,
  sentryDsn: null,
  legacyAppUrl: 'https://old.example.org',
  supportChatUrl: null,
  supportEmail: null,
  demo: false,
};

describe('app-config answer check (no schema library on the first page)', () => {
  it('accepts what the contract’s schema accepts', () => {
    expect(AppConfigSchema.parse(valid)).toEqual(valid);
    expect(checkedAppConfig(valid)).toEqual(valid);
  });

  it('checks every field the contract declares, and refuses each wrong one like the schema does', () => {
    const fields = Object.keys(AppConfigSchema.shape);
    expect(fields.sort()).toEqual(Object.keys(valid).sort());
    for (const field of fields) {
      const broken = { ...valid, [field]: 42 };
      expect(AppConfigSchema.safeParse(broken).success).toBe(false);
      expect(() => checkedAppConfig(broken)).toThrow();
      const missing: Record<string, unknown> = { ...valid };
      delete missing[field];
      expect(() => checkedAppConfig(missing)).toThrow();
    }
    expect(() => checkedAppConfig(null)).toThrow();
  });
});

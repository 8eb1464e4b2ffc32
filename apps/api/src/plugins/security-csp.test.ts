import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import { contentSecurityPolicy } from './security.plugin';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(' '))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe('the SPA content security policy', () => {
  it("lets the browser end the older application's session at logout (LEGACY_APP_URL's origin in connect-src)", () => {
    const csp = contentSecurityPolicy(testConfig({ LEGACY_APP_URL: 'https://old.example.org/app' }));
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://old.example.org']);
    // Nothing else opens to it: no scripts, no frames.
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
  });

  it('adds nothing without it', () => {
    expect(directive(contentSecurityPolicy(testConfig()), 'connect-src')).toEqual(["'self'"]);
  });
});

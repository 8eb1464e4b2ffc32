import { describe, expect, it } from 'vitest';
import { legacyHandoffUrl, planLegacyHandoff, shouldAttachToken } from './legacy-handoff';

describe('hand-off to the older application (spec 2, 4)', () => {
  it('keeps the full path and query under the configured base', () => {
    expect(legacyHandoffUrl('https://old.example/app/', '/clubes/x/otra?a=1', 'tok', false)).toBe(
      'https://old.example/app/clubes/x/otra?a=1',
    );
  });

  it('attaches the token as identifier when asked', () => {
    expect(legacyHandoffUrl('https://old.example', '/x?a=1', 'tok', true)).toBe('https://old.example/x?a=1&identifier=tok');
  });

  it('attaches the token the first time or when forced', () => {
    expect(shouldAttachToken(false, false)).toBe(true);
    expect(shouldAttachToken(true, false)).toBe(false);
    expect(shouldAttachToken(true, true)).toBe(true);
  });
});

describe('hand-off plan (issue 3 part 10)', () => {
  const base = { pathAndQuery: '/clubes/abc/socios?page=2', forced: false, currentHref: 'https://app.test/clubes/abc/socios?page=2' };

  it('shows the 404 page when no older application is configured', () => {
    expect(planLegacyHandoff({ ...base, legacyAppUrl: null, session: null })).toEqual({ kind: 'notFound' });
    expect(planLegacyHandoff({ ...base, legacyAppUrl: '  ', session: null })).toEqual({ kind: 'notFound' });
  });

  it('hands the path and query over, with the token the first time', () => {
    const plan = planLegacyHandoff({ ...base, legacyAppUrl: 'https://old.test', session: { token: 'tok', legacyTokenPassed: false } });
    expect(plan).toEqual({ kind: 'handoff', target: 'https://old.test/clubes/abc/socios?page=2&identifier=tok', markTokenPassed: true });
  });

  it('does not attach the token again once passed', () => {
    const plan = planLegacyHandoff({ ...base, legacyAppUrl: 'https://old.test', session: { token: 'tok', legacyTokenPassed: true } });
    expect(plan).toEqual({ kind: 'handoff', target: 'https://old.test/clubes/abc/socios?page=2', markTokenPassed: false });
  });

  it('attaches it again when forced (coming from the login page)', () => {
    const plan = planLegacyHandoff({
      ...base,
      forced: true,
      legacyAppUrl: 'https://old.test',
      session: { token: 'tok', legacyTokenPassed: true },
    });
    expect(plan).toMatchObject({
      kind: 'handoff',
      markTokenPassed: true,
      target: 'https://old.test/clubes/abc/socios?page=2&identifier=tok',
    });
  });

  it('hands over without a token when there is no session', () => {
    expect(planLegacyHandoff({ ...base, legacyAppUrl: 'https://old.test', session: null })).toEqual({
      kind: 'handoff',
      target: 'https://old.test/clubes/abc/socios?page=2',
      markTokenPassed: false,
    });
  });

  it('refuses a hand-off back to this very address (misconfiguration would loop) and a malformed setting', () => {
    expect(planLegacyHandoff({ ...base, legacyAppUrl: 'https://app.test/', session: { token: 't', legacyTokenPassed: false } })).toEqual({
      kind: 'notFound',
    });
    expect(planLegacyHandoff({ ...base, legacyAppUrl: 'not a url', session: null })).toEqual({ kind: 'notFound' });
  });
});

import { describe, expect, it } from 'vitest';
import { invitationTokenFrom } from './invitation-link';

const TOKEN = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';
const ORIGIN = 'https://app.example';

describe('invitationTokenFrom', () => {
  it.each([
    [`https://club.example/clubs/onboarding?invitation=${TOKEN}`],
    [`  https://club.example/clubs/onboarding?utm=x&invitation=${TOKEN}  `],
    [`/clubs/onboarding?invitation=${TOKEN}`],
    [TOKEN],
  ])('reads the token from %s', (pasted) => {
    expect(invitationTokenFrom(pasted, ORIGIN)).toBe(TOKEN);
  });

  it.each(['', '   ', 'hello', 'https://club.example/clubs/onboarding', 'https://club.example/?invitation=a b', 'http://[bad'])(
    'answers null for %j',
    (pasted) => {
      expect(invitationTokenFrom(pasted, ORIGIN)).toBeNull();
    },
  );
});

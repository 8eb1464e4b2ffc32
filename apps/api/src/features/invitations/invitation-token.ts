import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Invitation link tokens: 256 random bits in the URL. The database keeps a SHA-256 of the token
 * (to find the invitation) and the token sealed with AES-256-GCM under a key derived from the
 * server secret (so a manager can copy the link again later). Neither lets someone holding only
 * a database copy build a working link.
 */
export class InvitationTokens {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'tribuna', 'invitation-links', 32));
  }

  create(): { token: string; hash: string; sealed: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: this.hash(token), sealed: this.seal(token) };
  }

  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  /** The token back from its sealed form; undefined if the secret changed since. */
  open(sealed: string): string | undefined {
    try {
      const data = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, data.subarray(0, 12));
      decipher.setAuthTag(data.subarray(data.length - 16));
      return Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }

  private seal(token: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }
}

/** Where an invitation link leads in the web app (APP_URL), ready to share. */
export const invitationUrl = (appUrl: string, token: string) => `${appUrl}/clubs/onboarding?invitation=${encodeURIComponent(token)}`;

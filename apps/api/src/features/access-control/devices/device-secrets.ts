import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random text, base64url: a device's secret, a registration token, a data key. */
export const randomSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** What the database keeps of a secret or token: its SHA-256, so a leaked table registers no phone. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

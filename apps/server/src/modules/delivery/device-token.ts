import { createHash } from 'node:crypto';
import { newSecret } from '../../platform/ids.js';

/** A vehicle terminal's token: shown once; only its SHA-256 is stored (decision 015). */
export const hashDeviceToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new device token and the hash to store. */
export function newDeviceToken(): { token: string; hash: string } {
  const token = `dev_${newSecret()}`;
  return { token, hash: hashDeviceToken(token) };
}

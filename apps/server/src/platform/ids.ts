import { randomBytes } from 'node:crypto';
import { v7 } from 'uuid';

export const newId = (): string => v7();
/** A random secret for session tokens and tickets: 32 bytes, base64url. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

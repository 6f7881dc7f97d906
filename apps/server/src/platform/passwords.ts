import { hash, verify } from '@node-rs/argon2';

// OWASP: argon2id, 19 MiB, 2 iterations, 1 lane.
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** A password's stored form (argon2id): made by registration, a password change, an administrator's reset and the seeds. */
export const hashPassword = (password: string) => hash(password, ARGON);

/** Whether the password is the one this stored form was made of (a malformed hash is a no). */
export const passwordMatches = (passwordHash: string, password: string): Promise<boolean> => verify(passwordHash, password).catch(() => false);

import { randomBytes } from 'node:crypto';
import { type Options, hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 20 ms on one core here, see bench/README.md.
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

let dummy: Promise<string> | undefined;

export const passwordHasher = {
  hash: (password: string) => hash(password, OPTIONS),
  verify: async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  },
  /**
   * A hash of no one's password at the same cost, to check a password against when the account is unknown, so
   * that refusing an unknown account takes as long as refusing a wrong password. Made once, when first needed.
   */
  dummyHash: () => (dummy ??= hash(randomBytes(32).toString('base64url'), OPTIONS)),
};

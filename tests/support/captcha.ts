import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { CaptchaChallenge } from '../../worker/ports';

/** What the ALTCHA widget puts in its hidden field once it has solved the challenge (a minute at most: two lanes of tests share the CPU). */
export async function solvedPayload(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('no solution found');
  return btoa(JSON.stringify({ challenge, solution }));
}

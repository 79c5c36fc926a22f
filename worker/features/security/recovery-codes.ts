import { hmacSha256Hex } from '../../platform/crypto';

/** Letters and digits that cannot be misread for one another (no i, l, o, 0, 1). */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const codeLength = 10;
export const recoveryCodeCount = 10;

/** One code: 10 characters (about 49 bits), shown as `abcde-23456`. */
function newRecoveryCode(): string {
  let code = '';
  while (code.length < codeLength) {
    for (const byte of crypto.getRandomValues(new Uint8Array(codeLength * 2))) {
      // Rejection sampling: the last bytes that would favour the first letters are skipped.
      if (byte < alphabet.length * 8 && code.length < codeLength) code += alphabet[byte % alphabet.length];
    }
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export const newRecoveryCodes = () => Array.from({ length: recoveryCodeCount }, newRecoveryCode);

/** What the person typed, as it was issued: case, spaces and dashes do not matter. */
export const normalisedRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[^a-z0-9]/g, '');

/** At rest a code is an HMAC under the server's code key, bound to its account. */
export const recoveryCodeHash = (key: string, userId: number, code: string) => hmacSha256Hex(key, `recovery\n${userId}\n${normalisedRecoveryCode(code)}`);

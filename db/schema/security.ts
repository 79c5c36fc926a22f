import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * An authenticator app's secret (RFC 6238), sealed with the server's factor key (worker/platform/secret-box.ts).
 * Unconfirmed until the first right code; `lastStep` is the time step of the last code accepted, so that no code
 * opens twice.
 */
export const totpFactors = sqliteTable('totp_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** Ten single-use codes for a lost phone, kept only as HMAC-SHA-256 digests. */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_user').on(table.userId)],
);

/**
 * A password sign-in waiting for its second step: a random token (kept as SHA-256), five minutes, used once.
 * `setup`: the account must set a factor up before it is let in (admins, companies that require one).
 */
export const pendingSignIns = sqliteTable(
  'pending_sign_ins',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['second_factor', 'setup'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('pending_sign_ins_user').on(table.userId)],
);

/** A passkey (WebAuthn credential) of an account: its public key, the last signature counter, and the name its owner gave it. */
export const passkeys = sqliteTable(
  'passkeys',
  {
    /** The credential id, base64url, as the browser gives it. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports', { mode: 'json' }).$type<string[]>(),
    /** Synced between the owner's devices (a passkey provider), as the authenticator said. */
    backedUp: integer('backed_up', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('passkeys_user').on(table.userId)],
);

/**
 * A WebAuthn challenge Kar gave out: single use, two minutes. `register` and `second_factor` belong to an account;
 * `sign_in` (a passkey alone, no e-mail typed) to nobody yet.
 */
export const webauthnChallenges = sqliteTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose', { enum: ['register', 'sign_in', 'second_factor'] }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  usedAt: integer('used_at', { mode: 'timestamp_ms' }),
});

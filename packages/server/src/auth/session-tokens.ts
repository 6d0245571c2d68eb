import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Clock, isoAfter, isoNow } from '../infra/clock.js';
import type { Database } from '../infra/tables.js';
import type { DialectName } from '../infra/database.js';
import { argument, preparedQuery } from '../infra/prepared-query.js';
import { allowedModulesColumn, splitModules } from '../tenancy/allowed-modules.js';
import { AUTH_USER_COLUMNS, type ActiveToken, type AuthUserRow } from './auth-context.js';

/** How a session token is stored: its sha256, never the token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token, its user and the modules the user may open, in one query built once (it runs on every request). */
const tokenQuery = preparedQuery((db: Kysely<Database>, dialect) =>
  db
    .selectFrom('session_token')
    .innerJoin('app_user', 'app_user.id', 'session_token.user_id')
    .select([
      'session_token.id as token_id',
      'session_token.created_at as token_created_at',
      'session_token.expires_at',
      'session_token.last_used_at',
      ...AUTH_USER_COLUMNS.map((column) => `app_user.${column}` as const),
      allowedModulesColumn(dialect),
    ])
    .where('session_token.token_hash', '=', argument<string>('hash'))
    .where('session_token.revoked_at', 'is', null)
    .where('session_token.expires_at', '>', argument<string>('now'))
    .where('app_user.active', '=', 1),
);

/** last_used_at is informative; writing it on every request would turn every read into a write. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Opaque bearer tokens: 256 random bits, only their sha256 stored. Each login issues a new one; logout revokes it;
 * each expires after the configured lifetime.
 */
export class SessionTokens {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly dialect: DialectName,
  ) {}

  async issue(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = isoNow(this.clock);
    await this.db
      .insertInto('session_token')
      .values({
        user_id: userId,
        token_hash: hashToken(token),
        created_at: now,
        last_used_at: now,
        expires_at: isoAfter(this.clock, this.ttlMs),
        revoked_at: null,
      })
      .execute();
    return token;
  }

  /**
   * The token and its user if the token is known, not revoked, not expired, and its user still active; undefined
   * otherwise. One query: it runs before every authenticated request.
   */
  async verify(token: string): Promise<{ active: ActiveToken; user: AuthUserRow; modules: string[] } | undefined> {
    const now = isoNow(this.clock);
    const [row] = await tokenQuery(this.db, this.dialect, { hash: hashToken(token), now });
    if (!row) return undefined;
    if (Date.parse(now) - Date.parse(row.last_used_at) > LAST_USED_RESOLUTION_MS) {
      await this.db.updateTable('session_token').set({ last_used_at: now }).where('id', '=', row.token_id).execute();
    }
    return {
      active: { id: row.token_id, userId: row.id, createdAt: row.token_created_at, expiresAt: row.expires_at },
      user: row,
      modules: splitModules(row.modules),
    };
  }

  /**
   * A token past half its life is replaced when the client refreshes (GET /api-internal/user); the old one keeps
   * working for a minute so requests already in flight do not fail.
   */
  async refreshIfAging(current: ActiveToken, token: string): Promise<string> {
    const age = this.clock.now().getTime() - Date.parse(current.createdAt);
    if (age < this.ttlMs / 2) return token;
    const fresh = await this.issue(current.userId);
    await this.db
      .updateTable('session_token')
      .set({ expires_at: isoAfter(this.clock, 60_000) })
      .where('id', '=', current.id)
      .execute();
    return fresh;
  }

  async revoke(tokenId: number): Promise<void> {
    await this.db.updateTable('session_token').set({ revoked_at: isoNow(this.clock) }).where('id', '=', tokenId).execute();
  }
}

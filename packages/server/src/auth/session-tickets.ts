import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken } from './session-tokens.js';
import type { Database } from '../infra/tables.js';

/** Who a ticket stands for: the user, their tenant, and the username events may be addressed to. */
export interface TicketHolder {
  userId: number;
  clientId: number;
  username: string;
}

const signature = (tokenHash: string, claim: string) => createHmac('sha256', tokenHash).update(claim).digest('base64url');

/**
 * A ticket for what a browser opens without its bearer header (an EventSource, a file in a new window): the session's
 * id and an expiry, signed with the session's stored hash over the one thing it opens (`purpose`: 'realtime', or a
 * file's path). Any instance can check it against the database; it opens nothing else, and it dies with its session
 * (logout, expiry, user deactivated) or after `seconds`. The session token itself never appears in a URL.
 */
export function issueTicket(session: { tokenId: number; token: string }, now: Date, purpose: string, seconds: number): string {
  const claim = `${session.tokenId}.${now.getTime() + seconds * 1000}`;
  return `${claim}.${signature(hashToken(session.token), `${claim}.${purpose}`)}`;
}

const TICKET = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/** The holder of a ticket for `purpose`; null when it is malformed, forged, for something else, expired or its session is over. */
export async function holderOfTicket(db: Kysely<Database>, ticket: string, now: Date, purpose: string): Promise<TicketHolder | null> {
  const parts = TICKET.exec(ticket);
  if (!parts) return null;
  const [, tokenId, expiresAt, signed] = parts as unknown as [string, string, string, string];
  if (Number(expiresAt) <= now.getTime()) return null;
  const row = await db
    .selectFrom('session_token')
    .innerJoin('app_user', 'app_user.id', 'session_token.user_id')
    .select(['session_token.token_hash', 'app_user.id', 'app_user.client_id', 'app_user.username'])
    .where('session_token.id', '=', Number(tokenId))
    .where('session_token.revoked_at', 'is', null)
    .where('session_token.expires_at', '>', now.toISOString())
    .where('app_user.active', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const expected = Buffer.from(signature(row.token_hash, `${tokenId}.${expiresAt}.${purpose}`));
  if (!timingSafeEqual(expected, Buffer.from(signed))) return null;
  return { userId: Number(row.id), clientId: Number(row.client_id), username: row.username };
}

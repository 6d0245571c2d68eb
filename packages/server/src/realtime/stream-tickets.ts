import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken } from '../auth/session-tokens.js';
import type { Database } from '../infra/tables.js';

/** How long a ticket opens the stream: an EventSource reconnecting later asks for a new one. */
export const TICKET_SECONDS = 60;

/** Who a stream is for: the tenant whose events it reads and the username events may be addressed to. */
export interface StreamViewer {
  userId: number;
  clientId: number;
  username: string;
}

const signature = (tokenHash: string, claim: string) => createHmac('sha256', tokenHash).update(claim).digest('base64url');

/**
 * A stream ticket: the session's id and an expiry, signed with the session's stored hash. Any instance can check it
 * against the database, it opens nothing but the stream, and it dies with its session (logout, expiry, user
 * deactivated) or after TICKET_SECONDS. The session token itself never appears in a URL.
 */
export function issueTicket(session: { tokenId: number; token: string }, now: Date): string {
  const claim = `${session.tokenId}.${now.getTime() + TICKET_SECONDS * 1000}`;
  return `${claim}.${signature(hashToken(session.token), claim)}`;
}

const TICKET = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/** The viewer a ticket opens the stream for; null when it is malformed, forged, expired or its session is over. */
export async function viewerOfTicket(db: Kysely<Database>, ticket: string, now: Date): Promise<StreamViewer | null> {
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
  const expected = Buffer.from(signature(row.token_hash, `${tokenId}.${expiresAt}`));
  if (!timingSafeEqual(expected, Buffer.from(signed))) return null;
  return { userId: Number(row.id), clientId: Number(row.client_id), username: row.username };
}

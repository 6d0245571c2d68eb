import type { Kysely } from 'kysely';
import { type Clock, isoAfter, isoNow } from '../infra/clock.js';
import type { Database } from '../infra/tables.js';

const WINDOW_MS = 15 * 60_000;
/** Failures allowed for one username (since its last success) within the window. */
const MAX_FAILURES_PER_USERNAME = 5;
/** Failures allowed from one address within the window, whatever the usernames tried. */
const MAX_FAILURES_PER_IP = 30;

/**
 * Login throttling kept in the database, so every server instance behind a load balancer sees the same counts.
 * A wrong password and an unknown username count alike: the answer must not reveal which accounts exist.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async isBlocked(username: string, ip: string): Promise<boolean> {
    const since = isoAfter(this.clock, -WINDOW_MS);
    const lastSuccess = await this.db
      .selectFrom('login_attempt')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('username', '=', username)
      .where('succeeded', '=', 1)
      .where('created_at', '>', since)
      .executeTakeFirst();
    const byUsername = await this.db
      .selectFrom('login_attempt')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('username', '=', username)
      .where('succeeded', '=', 0)
      .where('created_at', '>', lastSuccess?.at ?? since)
      .executeTakeFirstOrThrow();
    if (Number(byUsername.count) >= MAX_FAILURES_PER_USERNAME) return true;
    const byIp = await this.db
      .selectFrom('login_attempt')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('ip', '=', ip)
      .where('succeeded', '=', 0)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(byIp.count) >= MAX_FAILURES_PER_IP;
  }

  async record(username: string, ip: string, succeeded: boolean): Promise<void> {
    await this.db
      .insertInto('login_attempt')
      .values({ username, ip, succeeded: succeeded ? 1 : 0, created_at: isoNow(this.clock) })
      .execute();
  }
}

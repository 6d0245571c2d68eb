import { ApiError, foldForSearch } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-plugin.js';
import { textSortKey } from '../infra/text-sort-key.js';

/** How many users a search answers: the editor's mention list, narrowed as the user types. */
export const USER_SEARCH_LIMIT = 20;

export const UserSearchQuery = Type.Object(
  { search: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);

/** A colleague as a mention names them: nothing beyond the name and the username. */
export const UserSearchAnswer = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), username: Type.String() }));

/** LIKE patterns match the typed text literally (% and _ escaped), folded like the column: no case, no accents. */
const likePattern = (word: string) => `%${foldForSearch(word).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * GET /api-internal/users?search=: the active users of the caller's organisation whose name or username holds every
 * typed word — what the html editor's '@' mentions offer (SPEC §9 'mention trigger @').
 */
export const userSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api-internal/users',
    { schema: { querystring: UserSearchQuery, response: { 200: UserSearchAnswer, 400: ApiError } } },
    async (request) => {
      const auth = requireAuth(request);
      const words = (request.query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
      let query = app.db.kysely
        .selectFrom('app_user')
        .select(['id', 'name', 'username'])
        .where('client_id', '=', auth.clientId)
        .where('active', '=', 1);
      for (const word of words) {
        const pattern = likePattern(word);
        query = query.where((eb) =>
          eb.or([
            eb(sql`fold(${sql.ref('name')})`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`fold(${sql.ref('username')})`, 'like', sql`${pattern} escape '\\'`),
          ]),
        );
      }
      // People in French order (Éric before Zoé), as lists sort names.
      return query.orderBy(textSortKey(app.db.dialect, sql.ref('name'))).orderBy('id').limit(USER_SEARCH_LIMIT).execute();
    },
  );
};

import { Type, type Static } from 'typebox';
import { Flag } from './common.js';

export const SettingEntry = Type.Object({ key: Type.String(), value: Type.String() });
export type SettingEntry = Static<typeof SettingEntry>;

/** The connected user as SPEC §3 lists it. Flags travel as '1'/'0' like the legacy API. */
export const User = Type.Object({
  client_name: Type.String(),
  name: Type.String(),
  identity_name: Type.String(),
  username: Type.String(),
  /** Short code of the client organisation; also the name of its realtime topic. */
  client: Type.String(),
  /** URL of the previous front end, empty when there is none. */
  switch_frontend: Type.String(),
  client_id: Type.Integer(),
  id: Type.Integer(),
  is_admin: Flag,
  is_super_admin: Flag,
  /** The user's own settings, as written through PATCH /api-internal/user/settings. */
  settings: Type.Array(SettingEntry),
  /** [latitude, longitude] from the client settings, or null for the application default. */
  map_default_center: Type.Union([Type.Tuple([Type.Number(), Type.Number()]), Type.Null()]),
  has_choice_encoding: Type.Boolean(),
  /** Modules this user may open: the client's modules the user has been given. */
  modules: Type.Array(Type.String()),
  /** Modules enabled for the whole client organisation. */
  client_modules: Type.Array(Type.String()),
  client_settings: Type.Record(Type.String(), Type.String()),
  /** Effective settings: application defaults, overridden by the client's, overridden by the user's own. */
  user_settings: Type.Record(Type.String(), Type.String()),
  token: Type.String(),
});
export type User = Static<typeof User>;

/** Setting keys are identifiers chosen by the app; values are short texts (numbers and flags as strings). */
export const SettingKey = Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,200}$' });

export const UserSettingsPatch = Type.Object(
  {
    data: Type.Record(SettingKey, Type.Union([Type.String({ maxLength: 4000 }), Type.Number(), Type.Boolean()]), {
      minProperties: 1,
      maxProperties: 50,
      additionalProperties: false,
    }),
  },
  { additionalProperties: false },
);
export type UserSettingsPatch = Static<typeof UserSettingsPatch>;

export const UserSettingsPatchResponse = Type.Object({ settings: Type.Array(SettingEntry) });
export type UserSettingsPatchResponse = Static<typeof UserSettingsPatchResponse>;

import { Type, type Static } from 'typebox';
import { SHORTCUT_TITLE_MAX, SHORTCUT_LINK_MAX } from '../constants/shortcut-limits.js';
import { RecordId } from './common.js';

/** Where a shortcut opens: in the app's tab ('_self', the default) or a new one. */
export const ShortcutTarget = Type.Union([Type.Literal('_self'), Type.Literal('_blank')]);
export type ShortcutTarget = Static<typeof ShortcutTarget>;

/**
 * SPEC §3 Shortcut: title, link and extra_configuration (icon, target), sent as a JSON object. `link` is a path of the
 * app ('/list/invoice', without the /front base) or an https:// address; `personal` says it is the caller's own
 * (which they may remove), not one of the organisation's.
 */
export const Shortcut = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  link: Type.String(),
  extra_configuration: Type.Object({
    /** A Material icon name among those the menu draws; null: the screen's default. */
    icon: Type.Union([Type.String(), Type.Null()]),
    target: ShortcutTarget,
  }),
  personal: Type.Boolean(),
});
export type Shortcut = Static<typeof Shortcut>;

/** GET /api-internal/shortcutAction: the organisation's shortcuts and the caller's own, by order then title. */
export const ShortcutList = Type.Array(Shortcut);
export type ShortcutList = Static<typeof ShortcutList>;

/** POST /api-internal/shortcutAction: a personal shortcut to a page ('Ajouter cette page aux raccourcis'). */
export const ShortcutCreateRequest = Type.Object(
  {
    title: Type.String({ maxLength: SHORTCUT_TITLE_MAX }),
    link: Type.String({ maxLength: SHORTCUT_LINK_MAX }),
    icon: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    target: Type.Optional(ShortcutTarget),
  },
  { additionalProperties: false },
);
export type ShortcutCreateRequest = Static<typeof ShortcutCreateRequest>;

export const ShortcutIdParams = Type.Object({ id: RecordId });
export type ShortcutIdParams = Static<typeof ShortcutIdParams>;

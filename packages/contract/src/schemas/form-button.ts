import { Type, type Static } from 'typebox';

/** The base buttons of the header toolbar; every other button is an extra (SPEC §2). */
export const BASE_BUTTONS = ['save', 'copy', 'del', 'create_task', 'history'] as const;

export const ButtonColor = Type.Union([
  Type.Literal('danger'),
  Type.Literal('warning'),
  Type.Literal('info'),
  Type.Literal('success'),
  Type.Literal('rose'),
]);

/** SPEC §3 Button. */
export const Button = Type.Object({
  name: Type.String(),
  title: Type.String(),
  icon: Type.Optional(Type.String()),
  tooltip: Type.Optional(Type.String()),
  color: Type.Optional(ButtonColor),
  grouped: Type.Optional(Type.Boolean()),
  /** Writes a value to a field, then saves (e.g. 'Publier' sets status = published). */
  change_field: Type.Optional(Type.Object({ field: Type.String(), value: Type.Unknown() })),
  /** Navigates: `path` absolute in the app, `target` relative to the URL cut before its last /form or /content. */
  path: Type.Optional(Type.String()),
  target: Type.Optional(Type.String()),
  confirm: Type.Optional(
    Type.Object({
      content: Type.String(),
      accept: Type.String(),
      cancel: Type.String(),
      setting: Type.Optional(Type.String()),
    }),
  ),
  user_feedback: Type.Optional(Type.Object({ title: Type.String(), property: Type.String() })),
});
export type Button = Static<typeof Button>;

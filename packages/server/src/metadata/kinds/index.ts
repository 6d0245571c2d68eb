import type { FieldKind } from '@ossature/contract';
import { choiceKinds } from './choice-kinds.js';
import { dateKinds } from './date-kinds.js';
import { displayKinds } from './display-kinds.js';
import { htmlKind } from './html-kind.js';
import type { KindHandler } from './kind-handler.js';
import { numberKinds } from './number-kinds.js';
import { passwordKinds } from './password-kinds.js';
import { relationKinds } from './relation-kinds.js';
import { textKinds } from './text-kinds.js';

/** Every field kind of SPEC §2 and its handler; the `satisfies` makes a kind without a handler a type error. */
export const fieldKinds = {
  ...textKinds,
  ...numberKinds,
  ...dateKinds,
  ...choiceKinds,
  ...relationKinds,
  ...displayKinds,
  ...passwordKinds,
  html: htmlKind,
} satisfies Record<FieldKind, KindHandler>;

export const kindOf = (kind: FieldKind): KindHandler => fieldKinds[kind];

export type { KindHandler, Parsed } from './kind-handler.js';
export { isEmptyValue } from './kind-handler.js';

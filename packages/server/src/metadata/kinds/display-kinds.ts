import { type KindHandler, accept, kind } from './kind-handler.js';

/** Kinds that show something but store nothing: their value is computed or static, never taken from a request. */
const displayOnly: KindHandler = kind({ storage: null, parse: () => accept(null) });

export const displayKinds = {
  content: displayOnly,
  submit: displayOnly,
  inline_right_html: displayOnly,
  geometry_map: displayOnly,
} satisfies Record<string, KindHandler>;

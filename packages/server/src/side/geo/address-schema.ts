import { Type, type Static } from 'typebox';

/** GET /api-internal/geo/address?q= — what the user typed: 2 to 200 characters (SPEC §7). */
export const AddressQuery = Type.Object({ q: Type.String({ minLength: 2, maxLength: 200 }) }, { additionalProperties: false });

/**
 * One suggestion, in the shape of the French national address service (BAN), which the web autocomplete reads:
 * `label` is what the field stores; the rest lets a screen fill a postal code or a city.
 */
export const AddressFeature = Type.Object({
  type: Type.Literal('Feature'),
  properties: Type.Object({
    id: Type.String(),
    label: Type.String(),
    city: Type.Optional(Type.String()),
    postcode: Type.Optional(Type.String()),
    citycode: Type.Optional(Type.String()),
    /** 'département code, département, région', to tell apart communes of the same name. */
    context: Type.Optional(Type.String()),
  }),
  geometry: Type.Optional(Type.Object({ type: Type.Literal('Point'), coordinates: Type.Array(Type.Number(), { minItems: 2, maxItems: 2 }) })),
});
export type AddressFeature = Static<typeof AddressFeature>;

export const AddressAnswer = Type.Object({ type: Type.Literal('FeatureCollection'), features: Type.Array(AddressFeature) });
export type AddressAnswer = Static<typeof AddressAnswer>;

/** How many suggestions an answer holds. */
export const ADDRESS_RESULTS = 10;

import { describe, expect, it } from 'vitest';
import { conditionHolds } from '../src/rules/display-condition.js';
import { schemaCheck } from '../src/rules/schema-check.js';

const refuse = () => {
  throw new EvalError("Refused to evaluate a string as JavaScript because 'unsafe-eval' is not allowed");
};

/** Runs `body` as under the web app's CSP (no 'unsafe-eval'): any code generated from a string throws. */
function withoutEval<T>(body: () => T): T {
  const original = globalThis.Function;
  globalThis.Function = new Proxy(original, { apply: refuse, construct: refuse });
  try {
    return body();
  } finally {
    globalThis.Function = original;
  }
}

describe('schema checks', () => {
  it('run without generating code, as the web app’s Content-Security-Policy requires', () => {
    withoutEval(() => {
      expect(schemaCheck({ type: 'string', format: 'email' })('marie.durand@saint-aubin.fr')).toBe(true);
      expect(schemaCheck({ type: 'string', pattern: '^\\d{5}$' })('3500')).toBe(false);
      expect(conditionHolds({ scope: '#/properties/primary', schema: { not: { const: true } } }, { primary: false })).toBe(true);
      expect(conditionHolds({ scope: '#/properties/contract', schema: { enum: ['CDD', 'Intérim'] } }, { contract: 'CDI' })).toBe(false);
    });
  });

  it('keep the e-mail rule of the forms: a dotted domain', () => {
    const email = schemaCheck({ type: 'string', format: 'email' });
    expect(email('jean@localhost')).toBe(false);
    expect(email('"jean dupont"@saint-aubin.fr')).toBe(false);
    expect(email('jean.dupont+rh@saint-aubin.fr')).toBe(true);
  });

  it('refuse a schema that is not a valid draft-07 schema, as compiling it did; a condition on it does not hold', () => {
    expect(() => schemaCheck({ type: 'nombre' })).toThrow('invalid JSON schema');
    expect(() => schemaCheck({ pattern: '(' })).toThrow('invalid JSON schema');
    expect(conditionHolds({ scope: '#/properties/salary', schema: { pattern: '(' } }, { salary: 'x' })).toBe(false);
  });
});

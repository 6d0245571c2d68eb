import { describe, expect, it } from 'vitest';
import { InvalidParamsError, decodeBase64, decodeParams, encodeBase64, encodeParams } from '../src/params.js';

describe('route params', () => {
  it('encodes id=42 as the SPEC example aWQ9NDI=', () => {
    expect(encodeParams({ id: 42 })).toBe('aWQ9NDI=');
    expect(decodeParams('aWQ9NDI=').get('id')).toBe('42');
  });

  it('keeps accents through the round trip', () => {
    const encoded = encodeParams({ nom: 'Hélène Müller', ville: 'Saint-Étienne' });
    expect(decodeParams(encoded).get('nom')).toBe('Hélène Müller');
    expect(decodeBase64(encodeBase64('€ çà'))).toBe('€ çà');
  });

  it('repeats name[] pairs for arrays and writes booleans as 1 or 0', () => {
    const query = decodeParams(encodeParams({ tags: ['a', 'b'], actif: true, archive: false }));
    expect(query.getAll('tags[]')).toEqual(['a', 'b']);
    expect(query.get('actif')).toBe('1');
    expect(query.get('archive')).toBe('0');
  });

  it('accepts the URL-safe alphabet and missing padding', () => {
    const standard = encodeBase64('id=1&x=>?');
    const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeBase64(urlSafe)).toBe('id=1&x=>?');
  });

  it('gives empty params for an absent segment', () => {
    expect([...decodeParams(undefined)]).toEqual([]);
    expect([...decodeParams('')]).toEqual([]);
  });

  it('rejects text that is not base64 or not UTF-8', () => {
    expect(() => decodeParams('pas du base64 !')).toThrow(InvalidParamsError);
    expect(() => decodeParams('abcde')).toThrow(InvalidParamsError);
    expect(() => decodeBase64('/w==')).toThrow(InvalidParamsError);
  });
});

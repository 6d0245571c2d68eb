import { describe, expect, it } from 'vitest';
import { labelledMessage } from '../../src/ui/labelled-message';

describe('a field message in the list of errors', () => {
  it('names its field before the text', () => {
    expect(labelledMessage('Fin de contrat', 'Ce champ est requis')).toBe('Fin de contrat : Ce champ est requis');
  });

  it('names its field once when the server already did', () => {
    expect(labelledMessage('Fin de contrat', 'Fin de contrat : doit suivre le début du contrat')).toBe('Fin de contrat : doit suivre le début du contrat');
  });

  it('is the bare text when the field is unknown', () => {
    expect(labelledMessage(undefined, 'La date est trop petite')).toBe('La date est trop petite');
  });
});

import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '../src/messages/index.js';

describe('message catalogue', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage(messages.shell.errorCode, { code: 'ERR-1' })).toBe("Code de l'erreur : ERR-1");
    expect(formatMessage('{a} et {b}', { a: 1 })).toBe('1 et {b}');
  });

  it('holds the SPEC wording of the not-found page and the error screen', () => {
    expect(messages.shell.notFoundTitle).toBe('Oops !');
    expect(messages.shell.notFoundMessage).toBe("La page que vous cherchez n'existe pas.");
    expect(messages.shell.errorTitle).toBe("Quelque chose s'est mal passé.");
  });
});

import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from '../src/auth/login-redirect';
import { initials, labelWithInitials } from '../src/shell/menu/menu-icons';

describe('menu initials', () => {
  it('take the first letters of the two first meaningful words', () => {
    expect(initials('Ressources humaines')).toBe('RH');
    expect(initials('Pages CMS')).toBe('PC');
    expect(initials('Catalogue des produits')).toBe('CP');
  });

  it('take the first two letters of a single word', () => {
    expect(initials('Accueil')).toBe('AC');
    expect(initials('Véhicules')).toBe('VÉ');
  });

  it('are part of the name of what shows them, outside brackets (axe: a bracketed part does not count)', () => {
    expect(labelWithInitials('Ressources humaines')).toBe('Ressources humaines, RH');
  });
});

describe('redirect after login', () => {
  it('returns to the deep link the user opened', () => {
    expect(safeRedirect('/form/invoice/aWQ9NDI=')).toBe('/form/invoice/aWQ9NDI=');
    expect(loginPathFor('/form/invoice/aWQ9NDI=')).toBe('/login?redirect=%2Fform%2Finvoice%2FaWQ9NDI%3D');
  });

  it('refuses to leave the app or to loop on the login page', () => {
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', '/login', '/logout', null]) {
      expect(safeRedirect(target)).toBe('/');
    }
  });
});

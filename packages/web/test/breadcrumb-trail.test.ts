import type { NavigationEntry } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { BREADCRUMB_MAX, breadcrumbTrail, capTrail } from '../src/shell/navigation/breadcrumb-trail';

const menu: NavigationEntry[] = [
  { name: 'home', title: 'Accueil', path: '/' },
  {
    name: 'rh',
    title: 'Ressources humaines',
    children: [
      { name: 'employee', title: 'Salariés', path: '/list/employee' },
      { name: 'absence', title: 'Absences', path: '/list/absence' },
    ],
  },
  { name: 'tools', title: 'Outils', path: '/content/tools' },
];

describe('breadcrumb trail', () => {
  it('is Accueil alone on the home page and on pages the menu does not lead to', () => {
    expect(breadcrumbTrail(menu, '/', 'Accueil')).toEqual([{ title: 'Accueil', path: '/' }]);
    expect(breadcrumbTrail(menu, '/report/x', 'Accueil')).toEqual([{ title: 'Accueil', path: '/' }]);
  });

  it('gives the group then the entry of a menu page, and of pages below it', () => {
    const expected = [
      { title: 'Accueil', path: '/' },
      { title: 'Ressources humaines' },
      { title: 'Absences', path: '/list/absence' },
    ];
    expect(breadcrumbTrail(menu, '/list/absence', 'Accueil')).toEqual(expected);
    expect(breadcrumbTrail(menu, '/list/absence/c3RhdHVzPTE=', 'Accueil')).toEqual(expected);
  });

  it('does not take a shared prefix of a segment for a match', () => {
    expect(breadcrumbTrail(menu, '/list/employees', 'Accueil')).toHaveLength(1);
  });

  it('links a top-level entry directly', () => {
    expect(breadcrumbTrail(menu, '/content/tools', 'Accueil')).toEqual([
      { title: 'Accueil', path: '/' },
      { title: 'Outils', path: '/content/tools' },
    ]);
  });
});

describe('breadcrumb trail of a record', () => {
  it('places a form under its module’s list', () => {
    expect(breadcrumbTrail(menu, '/form/absence/aWQ9NDI=', 'Accueil')).toEqual([
      { title: 'Accueil', path: '/' },
      { title: 'Ressources humaines' },
      { title: 'Absences', path: '/list/absence' },
    ]);
  });
});

describe('a long trail', () => {
  it('keeps Accueil and the four items closest to the page: at most 5', () => {
    const trail = ['Accueil', 'Ventes', 'Factures', 'FA-2026-0001', 'Lignes', 'Ligne 3', 'Produit'].map((title, index) => ({ title, path: `/${index}` }));
    expect(capTrail(trail).map((crumb) => crumb.title)).toEqual(['Accueil', 'FA-2026-0001', 'Lignes', 'Ligne 3', 'Produit']);
    expect(capTrail(trail)).toHaveLength(BREADCRUMB_MAX);
    expect(capTrail(trail.slice(0, 3))).toEqual(trail.slice(0, 3));
  });
});

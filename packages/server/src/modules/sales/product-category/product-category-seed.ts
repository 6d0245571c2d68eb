import type { ModuleSeed } from '../../../demo/seed-context.js';

/** A category and its sub-categories. */
interface CategoryNode {
  name: string;
  description?: string;
  children?: CategoryNode[];
}

const leaf = (name: string): CategoryNode => ({ name });

/** The demo catalogue's tree: 5 families, 14 sub-families, 9 categories under them (28 nodes). */
export const categoryTree: CategoryNode[] = [
  {
    name: 'Fournitures de bureau',
    description: 'Papeterie, écriture et petites fournitures du quotidien.',
    children: [
      { name: 'Papeterie', children: [leaf('Cahiers et blocs'), leaf('Enveloppes')] },
      { name: 'Écriture', children: [leaf('Stylos'), leaf('Surligneurs et marqueurs')] },
      leaf('Livres et guides'),
    ],
  },
  {
    name: 'Informatique',
    description: 'Postes de travail, périphériques et consommables.',
    children: [
      { name: 'Ordinateurs', children: [leaf('Portables'), leaf('Postes fixes')] },
      { name: 'Périphériques', children: [leaf('Écrans'), leaf('Claviers et souris'), leaf('Imprimantes')] },
    ],
  },
  {
    name: 'Mobilier',
    description: 'Aménagement des bureaux et des salles de réunion.',
    children: [leaf('Bureaux'), leaf('Sièges'), leaf('Rangements')],
  },
  {
    name: 'Entretien et accueil',
    description: 'Des locaux propres et de quoi recevoir.',
    children: [leaf("Produits d'entretien"), leaf('Café et collations'), leaf('Plateaux-repas')],
  },
  {
    name: 'Services',
    description: 'Prestations réalisées par nos équipes.',
    children: [leaf('Installation'), leaf('Maintenance'), leaf('Formation')],
  },
];

/** The categories, level by level: a node is inserted once its parent has an id. */
export const productCategorySeed: ModuleSeed = {
  module: 'product_category',
  async run(context) {
    let level = categoryTree.map((node) => ({ node, parent: null as number | null }));
    while (level.length > 0) {
      const ids = await context.insert(
        'product_category',
        level.map(({ node, parent }) => ({ values: { name: node.name, parent, description: node.description ?? null } })),
      );
      level = level.flatMap(({ node }, index) => (node.children ?? []).map((child) => ({ node: child, parent: ids[index]! })));
    }
  },
};

import type { ModuleSeed, SeedRecord } from '../../../demo/seed-context.js';
import { STANDARD_VAT_RATE } from '../vat-rates.js';
import { productTagOptions } from './product-options.js';

/** What the demo sells in one leaf category: names × variants, a price range, a VAT rate, an icon. */
interface ProductFamily {
  category: string;
  code: string;
  icon: string;
  names: string[];
  variants: string[];
  price: [number, number];
  vatRate?: string;
  /** Services are not stocked. */
  service?: boolean;
}

const families: ProductFamily[] = [
  { category: 'Cahiers et blocs', code: 'CAH', icon: 'menu_book', names: ['Cahier spirale', 'Cahier piqûre', 'Bloc-notes', 'Carnet de notes'], variants: ['A4 96 pages', 'A5 96 pages', 'A4 192 pages', 'petits carreaux'], price: [1.5, 9] },
  { category: 'Enveloppes', code: 'ENV', icon: 'mail', names: ['Enveloppes blanches', 'Enveloppes kraft', 'Pochettes à soufflet'], variants: ['DL, boîte de 500', 'C5, boîte de 500', 'C4, boîte de 250', 'DL à fenêtre, boîte de 500'], price: [9, 45] },
  { category: 'Stylos', code: 'STY', icon: 'edit', names: ['Stylo bille', 'Stylo gel', 'Roller', 'Stylo plume'], variants: ['bleu', 'noir', 'rouge', 'boîte de 50'], price: [0.5, 35] },
  { category: 'Surligneurs et marqueurs', code: 'MAR', icon: 'border_color', names: ['Surligneur', 'Marqueur permanent', 'Marqueur tableau blanc'], variants: ['jaune', 'vert', 'rose', 'pochette de 4'], price: [0.9, 12] },
  { category: 'Livres et guides', code: 'LIV', icon: 'auto_stories', names: ['Guide de la paie', 'Code du travail', 'Guide des marchés publics'], variants: ['édition 2026', 'édition 2025', 'format poche', 'édition annotée'], price: [15, 89], vatRate: '5.5' },
  { category: 'Portables', code: 'POR', icon: 'laptop', names: ['Ordinateur portable 14"', 'Ordinateur portable 15,6"', 'Ultraportable 13"'], variants: ['8 Go / 256 Go', '16 Go / 512 Go', '32 Go / 1 To', 'clavier rétroéclairé'], price: [549, 1899] },
  { category: 'Postes fixes', code: 'PCF', icon: 'desktop_windows', names: ['Unité centrale compacte', 'Station de travail', 'Mini-PC'], variants: ['8 Go / 256 Go', '16 Go / 512 Go', '32 Go / 1 To', 'sans système'], price: [449, 2490] },
  { category: 'Écrans', code: 'ECR', icon: 'monitor', names: ['Écran 24"', 'Écran 27"', 'Écran incurvé 34"'], variants: ['Full HD', 'QHD', '4K', 'avec pied réglable'], price: [129, 799] },
  { category: 'Claviers et souris', code: 'CLA', icon: 'keyboard', names: ['Clavier AZERTY', 'Souris optique', 'Ensemble clavier et souris'], variants: ['filaire', 'sans fil', 'ergonomique', 'silencieux'], price: [9.9, 129] },
  { category: 'Imprimantes', code: 'IMP', icon: 'print', names: ['Imprimante laser', 'Imprimante multifonction', 'Toner'], variants: ['monochrome', 'couleur', 'A3', 'recto verso'], price: [79, 1290] },
  { category: 'Bureaux', code: 'BUR', icon: 'desk', names: ['Bureau droit', "Bureau d'angle", 'Bureau assis-debout'], variants: ['120 × 80 cm', '140 × 80 cm', '160 × 80 cm', 'chêne clair'], price: [189, 890] },
  { category: 'Sièges', code: 'SIE', icon: 'chair', names: ['Fauteuil de bureau', 'Chaise de réunion', 'Tabouret assis-debout'], variants: ['tissu noir', 'maille grise', 'cuir', 'avec accoudoirs'], price: [59, 649] },
  { category: 'Rangements', code: 'RAN', icon: 'shelves', names: ['Armoire à rideaux', 'Caisson mobile', 'Étagère'], variants: ['2 tiroirs', '3 tiroirs', 'hauteur 100 cm', 'hauteur 198 cm'], price: [99, 690] },
  { category: "Produits d'entretien", code: 'ENT', icon: 'cleaning_services', names: ['Nettoyant multi-surfaces', 'Liquide vaisselle', 'Désinfectant sols'], variants: ['1 L', '5 L', 'carton de 12', 'écolabel'], price: [2.5, 49] },
  { category: 'Café et collations', code: 'CAF', icon: 'coffee', names: ['Café en grains', 'Thé bio', 'Biscuits sablés'], variants: ['500 g', '1 kg', 'boîte de 100', 'commerce équitable'], price: [4.5, 39], vatRate: '5.5' },
  { category: 'Plateaux-repas', code: 'REP', icon: 'restaurant', names: ['Plateau-repas', 'Buffet froid', "Pause-café d'accueil"], variants: ['classique', 'végétarien', 'prestige', 'par personne'], price: [6, 32], vatRate: '10', service: true },
  { category: 'Installation', code: 'INS', icon: 'build', names: ["Installation d'un poste de travail", 'Déploiement réseau', 'Montage de mobilier'], variants: ['sur site', 'forfait demi-journée', 'forfait journée', 'à distance'], price: [90, 890], service: true },
  { category: 'Maintenance', code: 'MNT', icon: 'handyman', names: ['Contrat de maintenance', 'Intervention sur site', 'Télémaintenance'], variants: ['annuel', 'trimestriel', "à l'heure", 'prioritaire'], price: [60, 1490], service: true },
  { category: 'Formation', code: 'FOR', icon: 'school', names: ['Formation bureautique', 'Formation sécurité informatique', 'Atelier prise en main'], variants: ['1 jour', '2 jours', 'demi-journée', 'en ligne'], price: [350, 1800], vatRate: '0', service: true },
];

const colors = ['#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#e53935', '#00897b', '#6d4c41', '#546e7a'];

/**
 * About 200 products per tenant, spread over the leaf categories (each family's names × variants in turn, so
 * names do not repeat at the default size). Galleries stay empty: no file exists when the demo data is created.
 */
export const productSeed: ModuleSeed = {
  module: 'product',
  async run(context) {
    const random = context.random('product');
    const categories = await context.db.selectFrom('product_category').select(['id', 'name']).where('client_id', '=', context.clientId).execute();
    const categoryId = new Map(categories.map((row) => [String(row.name), Number(row.id)]));
    const records: SeedRecord[] = Array.from({ length: 200 * context.size }, (_, index) => {
      const family = families[index % families.length]!;
      const round = Math.floor(index / families.length);
      const name = family.names[round % family.names.length]!;
      const variant = family.variants[Math.floor(round / family.names.length) % family.variants.length]!;
      const stock = family.service ? null : random.chance(0.1) ? 0 : random.int(1, 150);
      return {
        values: {
          name: `${name}, ${variant}`,
          reference: `${family.code}-${String(index + 1).padStart(4, '0')}`,
          category: categoryId.get(family.category) ?? null,
          availability: random.pick(['on_sale', 'on_sale', 'on_sale', 'on_sale', 'on_order', 'discontinued']),
          tags: productTagOptions.filter(() => random.chance(0.15)).map((option) => option.value),
          rating: random.chance(0.8) ? random.int(1, 5) : null,
          // Prices end in ,90 as catalogues like them.
          price: Math.floor(random.money(family.price[0], family.price[1])) + 0.9,
          vat_rate: family.vatRate ?? STANDARD_VAT_RATE,
          stock,
          color: random.pick(colors),
          icon: family.icon,
          description: `<p><strong>${name}</strong> (${variant}).</p><p>${family.service ? 'Prestation réalisée par nos équipes.' : 'Livraison sous 48 heures.'}</p>`,
        },
      };
    });
    await context.insert('product', records);
  },
};

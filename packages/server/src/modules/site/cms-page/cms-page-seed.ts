import type { Random } from '../../../demo/random.js';
import type { ModuleSeed, SeedRecord } from '../../../demo/seed-context.js';

/** Pages of a town hall's website, with the template each one uses. */
const pages = [
  ['Accueil', 'landing'], ['Horaires de la mairie', 'standard'], ['État civil', 'standard'],
  ['Carte d’identité et passeport', 'standard'], ['Élections', 'standard'], ['Recensement citoyen', 'standard'],
  ['Conseil municipal', 'standard'], ['Budget communal', 'full_width'], ['Marchés publics', 'full_width'],
  ['Offres d’emploi', 'standard'], ['Urbanisme', 'standard'], ['Plan local d’urbanisme', 'full_width'],
  ['Travaux en cours', 'news'], ['Déchets et collecte', 'standard'], ['Eau et assainissement', 'standard'],
  ['Cimetière', 'standard'], ['Petite enfance', 'standard'], ['Inscriptions scolaires', 'standard'],
  ['Restauration scolaire', 'standard'], ['Accueil de loisirs', 'standard'], ['Espace jeunes', 'standard'],
  ['Centre communal d’action sociale', 'standard'], ['Médiathèque', 'landing'], ['Salle des fêtes', 'standard'],
  ['Équipements sportifs', 'full_width'], ['Associations', 'full_width'], ['Agenda culturel', 'news'],
  ['Marché hebdomadaire', 'standard'], ['Patrimoine', 'full_width'], ['Tourisme', 'landing'],
  ['Transports', 'standard'], ['Fête de la musique', 'news'], ['Forum des associations', 'news'],
  ['Vœux du maire', 'news'], ['Bulletin municipal', 'news'], ['Nouveaux arrivants', 'landing'],
  ['Contact', 'standard'], ['Accessibilité', 'standard'], ['Mentions légales', 'standard'], ['Plan du site', 'standard'],
] as const;

const sentences = [
  'La mairie vous accueille du lundi au vendredi de 8 h 30 à 12 h et de 13 h 30 à 17 h, et le samedi matin.',
  'Les démarches peuvent être faites au guichet ou en ligne sur le portail de la commune.',
  'Pensez à prendre rendez-vous : les délais sont plus longs à l’approche des vacances.',
  'Les pièces justificatives doivent dater de moins de trois mois.',
  'Le service est joignable par téléphone au 02 99 55 20 20 ou par courriel.',
  'Les dossiers complets sont traités sous quinze jours.',
  'Une permanence a lieu le premier mercredi de chaque mois.',
  'Les informations de cette page sont mises à jour après chaque conseil municipal.',
  'Le programme détaillé est disponible à l’accueil de la mairie et à la médiathèque.',
  'Les inscriptions sont ouvertes jusqu’au 30 juin.',
];

const keywordBank = ['mairie', 'démarches', 'enfance', 'culture', 'sport', 'environnement', 'urbanisme', 'solidarité', 'agenda', 'vie locale'];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** `count` different items, in the order drawn. */
function distinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const left = [...items];
  return Array.from({ length: count }, () => left.splice(random.int(0, left.length - 1), 1)[0]!);
}

/** `yyyy-MM-dd HH:mm:ss`, the stored form of a datetime. */
const datetime = (time: number) => new Date(time).toISOString().slice(0, 19).replace('T', ' ');

/** 'Carte d’identité et passeport' → 'carte-d-identite-et-passeport'. */
const slugOf = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * About 40 pages per tenant, most of them published (dated over the last year), a few drafts, some scheduled in the
 * next weeks. Bodies are written as the editor produces them, already clean: seeding does not sanitise.
 */
export const cmsPageSeed: ModuleSeed = {
  module: 'cms_page',
  async run(context) {
    const random = context.random('cms_page');
    const now = context.now;
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const records: SeedRecord[] = Array.from({ length: pages.length * context.size }, (_, index) => {
      const [baseTitle, template] = pages[index % pages.length]!;
      const round = Math.floor(index / pages.length);
      const title = round === 0 ? baseTitle : `${baseTitle} (${round + 1})`;
      const [first, second, third, fourth] = distinct(random, sentences, 4);
      const body =
        `<h2>${title}</h2><p>${first} ${second}</p>` +
        (random.chance(0.5) ? `<ul><li>${third}</li><li><strong>À savoir :</strong> ${fourth}</li></ul>` : `<p><em>${third}</em></p>`);
      const state = random.pick(['published', 'published', 'published', 'published', 'draft', 'scheduled']);
      // Published pages went online during the last year, scheduled ones go online within a month, drafts have no date.
      let publishAt: number | null = null;
      if (state === 'published') publishAt = today - random.int(1, 365) * DAY + 9 * HOUR;
      if (state === 'scheduled') publishAt = today + random.int(1, 30) * DAY + 8 * HOUR;
      return {
        values: {
          title,
          slug: round === 0 ? slugOf(baseTitle) : `${slugOf(baseTitle)}-${round + 1}`,
          template,
          body,
          keywords: distinct(random, keywordBank, random.int(0, 3)),
          external_url: random.chance(0.15) ? 'https://www.service-public.fr/' : null,
          published: state === 'published',
          publish_at: publishAt === null ? null : datetime(publishAt),
        },
      };
    });
    await context.insert('cms_page', records);
  },
};

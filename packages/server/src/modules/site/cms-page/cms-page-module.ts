import type { SelectOption } from '@ossature/contract';
import type { RecordValues } from '../../../metadata/field-definition.js';
import { f } from '../../../metadata/fields.js';
import { ui } from '../../../metadata/layout.js';
import { defineModule } from '../../../metadata/module-definition.js';
import { pageTemplateOptions } from '../page-templates.js';

export const slugSchema = {
  schema: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
  message: 'L’adresse ne peut contenir que des lettres minuscules sans accents et des chiffres, avec un tiret entre les mots (ex. : horaires-de-la-mairie).',
};

/** How many characters of text the preview shows. */
const EXCERPT_LENGTH = 160;

/** The only entities sanitised HTML holds (sanitize-html re-encodes what it decodes, nothing else). */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The beginning of the body as text, for the preview beside the editor. The body is sanitised HTML (the html kind
 * cleans it before it is stored or computed with), where every `<` and `>` outside tags is encoded, so a regex can
 * strip the tags. The text is cut at a word, then escaped again: the preview is shown as HTML.
 */
export function excerptOf({ values }: RecordValues): string | null {
  if (typeof values.body !== 'string') return null;
  const text = values.body
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return null;
  if (text.length <= EXCERPT_LENGTH) return escapeHtml(text);
  const cut = text.lastIndexOf(' ', EXCERPT_LENGTH);
  return `${escapeHtml(text.slice(0, cut > 0 ? cut : EXCERPT_LENGTH))}…`;
}

const PUBLISHING_HELP =
  '<p>Une page n’apparaît sur le site qu’une fois <strong>publiée</strong> : utilisez le bouton <em>Publier</em>, ou cochez ' +
  '<em>Publiée</em> puis enregistrez. Décochez-la pour retirer la page du site. La <em>date de publication</em> indique à ' +
  'partir de quand elle doit être en ligne.</p>' +
  '<p>Chaque enregistrement régénère le site en arrière-plan : les modifications y sont visibles au bout de quelques minutes.</p>';

/** Placeholders the site generator fills in when it renders a page; the editor offers them after '{'. */
export const siteVariables: SelectOption[] = [
  { value: 'nom_du_site', label: 'Nom du site' },
  { value: 'adresse_mairie', label: 'Adresse de la mairie' },
  { value: 'telephone_mairie', label: 'Téléphone de la mairie' },
  { value: 'horaires_mairie', label: 'Horaires d’ouverture de la mairie' },
  { value: 'annee', label: 'Année en cours' },
];

const EDITOR_NOTE =
  '<p>Le texte est nettoyé à l’enregistrement : seuls la mise en forme de l’éditeur, les listes, les tableaux, les liens, ' +
  'les images, les vidéos YouTube, les lignes, les colonnes et les blocs HTML nettoyés sont conservés.</p>';

/**
 * Pages of the municipality's website. Saving regenerates the site, which takes a while: saves are applied by the
 * job queue (the form answers 202).
 */
export const cmsPageModule = defineModule({
  name: 'cms_page',
  label: 'Pages CMS',
  recordName: 'Page',
  menu: { group: 'site', order: 10, icon: 'article' },
  title: '{title}',
  recordLabel: { fields: ['title', 'slug'], template: '{title}' },
  asyncSave: true,
  fields: {
    title: f.string('Titre', { required: true, maxLength: 150 }),
    slug: f.string('Adresse de la page', { unique: true, maxLength: 100, validationSchema: slugSchema, clearOnCopy: true, helperText: 'Partie de l’adresse après le nom du site' }),
    template: f.verticalTabs('Gabarit', { required: true, default: 'standard', options: pageTemplateOptions }),
    intro: f.content('Publication', { content: PUBLISHING_HELP }),
    body: f.html('Texte de la page', { options: siteVariables }),
    preview: f.inlineRightHtml('Aperçu', { compute: excerptOf, dependsOn: ['body'] }),
    keywords: f.selectMultipleCreatable('Mots-clés', { maxLength: 50, helperText: '50 caractères au maximum par mot-clé' }),
    external_url: f.link('Lien externe'),
    // Writable on purpose: the 'Publier' button below publishes by writing this field through a normal save, and the
    // engine drops submitted values of read-only fields, so a read-only `published` could never be set. Unchecking it
    // is how a page is withdrawn from the site.
    published: f.boolean('Publiée'),
    publish_at: f.datetime('Date de publication'),
    publish: f.submit(
      'Publier',
      { field: 'published', value: true },
      { displayCondition: { scope: '#/properties/published', schema: { const: false } } },
    ),
  },
  buttons: {
    // A button cannot point at the record's own public page: its path is fixed (no placeholder for the slug).
    extra: [{ name: 'all_pages', title: 'Toutes les pages', icon: 'web', path: '/list/cms_page' }],
  },
  list: {
    columns: ['title', 'slug', 'template', { field: 'keywords', hidden: true }, 'published', 'publish_at'],
    sort: { field: 'title', direction: 'asc' },
    search: ['title', 'slug'],
  },
  layout: ui.tabs(
    ui.tab('Contenu', ui.vertical(ui.horizontal('title', 'slug'), 'template', ui.content(EDITOR_NOTE), ui.horizontal('body', 'preview'))),
    ui.tab('Publication', ui.vertical('intro', ui.horizontal('published', 'publish_at'), 'publish', 'keywords', 'external_url', ui.button('all_pages'))),
    ui.tab('Suivi', ui.vertical(ui.history(), ui.comments(), ui.attachments())),
  ),
});

import { SHORTCUT_LINK_MAX, SHORTCUT_TITLE_MAX, messages, shortcutLinkKind } from '@ossature/contract';
import { f } from '../../metadata/fields.js';
import { ui } from '../../metadata/layout.js';
import { defineModule } from '../../metadata/module-definition.js';
import type { Role } from '../../metadata/roles.js';
import { SHORTCUT_SCOPES } from '../../metadata/shortcut-declaration.js';
import { shortcutIconOptions } from './shortcut-icons.js';

/**
 * The form and the list read every shortcut of the organisation, personal ones included: they are the administrators'
 * (the DSL cannot show each user only their own rows). Users see and add their own through the shortcut calls
 * (side/shortcuts), which keep a personal shortcut to its creator.
 */
const administrators: Role[] = ['admin', 'super_admin'];

/**
 * g_shortcut: the shortcuts of the top bar's popover (SPEC §2, §3 Shortcut). The organisation's, which its
 * administrators manage here, and each user's own ('personal', created by them from the popover).
 */
export const shortcutModule = defineModule({
  name: 'g_shortcut',
  label: 'Raccourcis',
  recordName: 'Raccourci',
  menu: { group: 'administration', order: 10, icon: 'settings' },
  title: 'Raccourci {title}',
  recordLabel: { fields: ['title'] },
  rights: { read: administrators, create: administrators, update: administrators, delete: administrators },
  fields: {
    title: f.string('Titre', { required: true, maxLength: SHORTCUT_TITLE_MAX }),
    link: f.string('Lien', {
      required: true,
      maxLength: SHORTCUT_LINK_MAX,
      constraint: { message: messages.shortcut.invalidLink, check: (value) => shortcutLinkKind(String(value)) !== null },
      helperText: 'Une page de l’application (/list/invoice, /planning/absences…) ou une adresse https://',
    }),
    icon: f.select('Icône', { options: shortcutIconOptions }),
    target: f.select('Ouverture', {
      required: true,
      default: '_self',
      options: [
        { value: '_self', label: 'Dans l’onglet de l’application' },
        { value: '_blank', label: 'Dans un nouvel onglet' },
      ],
    }),
    sort_order: f.number('Ordre', { min: 0, max: 1_000_000, default: 0, helperText: 'Les raccourcis sont rangés par ordre, puis par titre' }),
    scope: f.select('Visible par', {
      required: true,
      default: SHORTCUT_SCOPES.organisation,
      options: [
        { value: SHORTCUT_SCOPES.organisation, label: 'Toute l’organisation' },
        { value: SHORTCUT_SCOPES.personal, label: 'Son auteur uniquement' },
      ],
    }),
  },
  shortcuts: { title: 'title', link: 'link', icon: 'icon', target: 'target', order: 'sort_order', scope: 'scope' },
  list: {
    columns: ['title', 'link', 'icon', 'target', 'sort_order', 'scope'],
    sort: { field: 'sort_order', direction: 'asc' },
    search: ['title', 'link'],
    linesDisplayed: 20,
  },
  layout: ui.vertical(ui.horizontal('title', 'icon'), 'link', ui.horizontal('target', 'sort_order', 'scope')),
});

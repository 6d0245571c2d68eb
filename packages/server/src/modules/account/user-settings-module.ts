import { f } from '../../metadata/fields.js';
import { ui } from '../../metadata/layout.js';
import { defineModule } from '../../metadata/module-definition.js';
import type { Role } from '../../metadata/roles.js';
import { userSettingsStore } from './user-settings-store.js';

const everyone: Role[] = ['staff', 'partner', 'admin', 'super_admin'];

/** g_user_settings — 'Mes préférences': how the application behaves for the connected user. */
export const userSettingsModule = defineModule({
  name: 'g_user_settings',
  table: 'user_setting',
  label: 'Mes préférences',
  recordName: 'Préférences',
  title: 'Mes préférences',
  recordLabel: { fields: ['list_page_size'] },
  alwaysAvailable: true,
  ownRecordOnly: 'user',
  store: userSettingsStore,
  rights: { read: everyone, update: everyone, create: [], delete: [] },
  buttons: { base: ['save'] },
  fields: {
    side_navigation_displayed: f.boolean('Menu latéral déployé au démarrage'),
    list_page_size: f.select('Lignes par page dans les listes', {
      required: true,
      options: ['10', '20', '50', '100'].map((value) => ({ value, label: value })),
    }),
    email_notifications: f.boolean('Recevoir les notifications par e-mail'),
  },
  layout: ui.vertical(ui.card('Affichage', 'side_navigation_displayed', 'list_page_size'), ui.card('Notifications', 'email_notifications')),
});

import { f } from '../../metadata/fields.js';
import { ui } from '../../metadata/layout.js';
import { defineModule } from '../../metadata/module-definition.js';
import type { Role } from '../../metadata/roles.js';
import { organisationSettingsStore } from './organisation-settings-store.js';

const administrators: Role[] = ['admin', 'super_admin'];

/**
 * g_client_settings — 'Paramètres de l’organisation': what holds for everyone of the administrator's organisation.
 * Its one record is the organisation itself; the menu's Administration group opens it. Every organisation has it,
 * whatever modules it subscribes to (a database from before it was added too): its rights keep it to administrators.
 */
export const organisationSettingsModule = defineModule({
  name: 'g_client_settings',
  table: 'client_setting',
  label: 'Paramètres de l’organisation',
  recordName: 'Paramètres de l’organisation',
  title: 'Paramètres de l’organisation',
  recordLabel: { fields: ['public_holidays_region'] },
  ownRecordOnly: 'organisation',
  alwaysAvailable: true,
  store: organisationSettingsStore,
  menu: { group: 'administration', order: 20, icon: 'tune' },
  rights: { read: administrators, update: administrators, create: [], delete: [] },
  buttons: { base: ['save'] },
  fields: {
    public_holidays_region: f.select('Jours fériés des plannings', {
      required: true,
      options: [
        { value: 'metropolitan', label: 'France métropolitaine' },
        { value: 'alsace_moselle', label: 'Alsace-Moselle : Vendredi saint et Saint-Étienne en plus' },
      ],
    }),
    has_choice_encoding: f.boolean('Proposer le choix de l’encodage des exports csv (UTF-8 ou ISO-8859-1)'),
  },
  layout: ui.vertical(ui.card('Plannings', 'public_holidays_region'), ui.card('Exports', 'has_choice_encoding')),
});

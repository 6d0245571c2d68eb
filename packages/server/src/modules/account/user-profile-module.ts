import { compareFrench } from '@ossature/contract';
import { f } from '../../metadata/fields.js';
import { ui } from '../../metadata/layout.js';
import { defineModule } from '../../metadata/module-definition.js';
import type { Role } from '../../metadata/roles.js';
import { userProfileStore } from './user-profile-store.js';

const everyone: Role[] = ['staff', 'partner', 'admin', 'super_admin'];

/**
 * g_user_profile — 'Mon profil': the connected user's name and password. For super admins it is also the
 * client-switch form (SPEC §2, opened with change_client=1): the organisation they work in.
 */
export const userProfileModule = defineModule({
  name: 'g_user_profile',
  table: 'app_user',
  label: 'Mon profil',
  recordName: 'Profil',
  title: '{name}',
  recordLabel: { fields: ['name'] },
  alwaysAvailable: true,
  ownRecordOnly: 'user',
  store: userProfileStore,
  rights: { read: everyone, update: everyone, create: [], delete: [] },
  buttons: { base: ['save'] },
  fields: {
    username: f.string('Identifiant', { readOnly: true }),
    name: f.string('Nom affiché', { required: true, maxLength: 200 }),
    identity_name: f.string('Nom complet', { required: true, maxLength: 200, helperText: 'NOM Prénom, tel qu’il apparaît dans les listes' }),
    password: f.passwordStrong('Nouveau mot de passe', { helperText: 'Laissez vide pour conserver le mot de passe actuel.' }),
    organisation: f.select('Organisation', {
      required: true,
      writableBy: ['super_admin'],
      // Super admins may move to any organisation; everyone else sees only their own.
      optionsFrom: async ({ db, clientId, isSuperAdmin }) => {
        const query = db.selectFrom('client').select(['id', 'name']).orderBy('id');
        const rows = await (isSuperAdmin ? query : query.where('id', '=', clientId)).execute();
        return rows.map((row) => ({ value: String(row.id), label: row.name })).toSorted((a, b) => compareFrench(a.label, b.label));
      },
    }),
  },
  layout: ui.vertical(
    ui.card('Identité', ui.horizontal('name', 'identity_name'), 'username'),
    ui.card('Sécurité', 'password'),
    ui.card('Organisation', 'organisation'),
  ),
});

import { CONFIGURATION_ORDER_MAX, type FieldError, configurationName, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import { f } from '../../metadata/fields.js';
import { ui } from '../../metadata/layout.js';
import { type HookContext, type ModuleDefinition, defineModule } from '../../metadata/module-definition.js';
import type { Role } from '../../metadata/roles.js';
import { APP_CONFIGURATION_FORM, CONFIGURATION_FORM, configurationRights, offeredScopes, parseConfigurationBody } from '../../records/list-configurations.js';
import { type ConfigurationKind, listConfigurationStore, viewerOf, visibleRow } from './list-configuration-store.js';

const everyone: Role[] = ['staff', 'partner', 'admin', 'super_admin'];

/** The scopes a user saves in (SPEC §5: never APP from the list screen). */
const scopeOptions = [
  { value: 'CLIENT', label: 'Toute l’organisation' },
  { value: 'USER', label: 'Moi uniquement' },
];

/** A list is named after its module. */
const LIST_NAME = /^[a-z][a-z0-9_]{0,62}$/;

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/**
 * The rules of SPEC §5 and §6 that need the saver: a title and a scope (with the list screen's own messages), the
 * organisation scope for administrators only, changing a configuration only for who may write it, and a list the saver
 * may open whose columns take every filter row as it is.
 */
const checkSave =
  (kind: ConfigurationKind) =>
  async (context: HookContext): Promise<FieldError[]> => {
    const { values } = context.record;
    const viewer = await viewerOf(context);
    if (kind === 'app' && !viewer.isSuperAdmin) throw new HttpError(403, messages.list.configurationForbidden, { protected: true });
    const stored = context.identifier === null ? undefined : await visibleRow(context, kind, context.identifier);
    if (stored && !configurationRights(stored, viewer).canWrite) throw new HttpError(403, messages.list.configurationForbidden, { protected: true });
    const errors: FieldError[] = [];
    if (isBlank(values.title)) errors.push({ path: 'title', text: messages.list.titleRequired });
    if (kind === 'user') {
      if (isBlank(values.scope)) errors.push({ path: 'scope', text: messages.list.scopeRequired });
      else if (!offeredScopes(viewer).includes(values.scope as 'CLIENT' | 'USER')) errors.push({ path: 'scope', text: messages.list.scopeForbidden });
    }
    // A configuration stays with its list (the store never moves it): an update is checked against the stored one's.
    // One saved again as it was (a new title) is not checked anew: its list may have changed since, and the user
    // could mend nothing of a field the form does not show.
    const listName = stored?.list_name ?? String(values.list_name ?? '');
    const configuration = String(values.configuration ?? '');
    const body = LIST_NAME.test(listName) && stored?.configuration !== configuration ? parseConfigurationBody(configuration) : null;
    if (body) errors.push(...(await context.listConfigurationErrors(listName, body, kind === 'app')));
    return errors;
  };

function configurationModule(kind: ConfigurationKind): ModuleDefinition {
  return defineModule({
    name: kind === 'app' ? APP_CONFIGURATION_FORM : CONFIGURATION_FORM,
    // Both stores keep their rows in list_configuration; a store module's table only names its history entries.
    table: kind === 'app' ? 'list_configuration_app' : 'list_configuration',
    label: kind === 'app' ? 'Configurations de liste de l’application' : 'Configurations de liste',
    recordName: 'Configuration',
    title: '{title}',
    recordLabel: { fields: ['title'] },
    alwaysAvailable: true,
    store: listConfigurationStore(kind),
    // Who may change which configuration depends on its scope and author: checked by checkSave and the store.
    rights: { read: everyone, create: kind === 'app' ? ['super_admin'] : everyone, update: kind === 'app' ? ['super_admin'] : everyone, delete: kind === 'app' ? [] : everyone },
    buttons: { base: ['save'] },
    fields: {
      list_name: f.hidden('Liste', { required: true, maxLength: 100, constraint: { message: messages.list.listNotFound, check: (value) => LIST_NAME.test(String(value)) } }),
      title: f.string('Titre', { maxLength: 100 }),
      name: f.string('Nom', { maxLength: 120, compute: ({ values }) => configurationName(String(values.title ?? '')), dependsOn: ['title'] }),
      ...(kind === 'user' ? { scope: f.select('Étendue', { options: scopeOptions }) } : {}),
      order: f.number('Ordre', { min: 0, max: CONFIGURATION_ORDER_MAX }),
      // SPEC §3: the screen sends 'add to menu' as in_menu on save; the configuration reads it back as display_persisted.
      in_menu: f.boolean('Ajouter au menu'),
      configuration: f.hidden('Configuration', {
        required: true,
        maxLength: 20_000,
        constraint: { message: messages.list.invalidConfiguration, check: (value) => parseConfigurationBody(String(value)) !== null },
      }),
    },
    layout: ui.vertical('title', 'name', ...(kind === 'user' ? ['scope'] : []), 'order', 'in_menu', 'list_name', 'configuration'),
    validate: checkSave(kind),
  });
}

/** g_list_configuration: the organisation's and the user's own saved list configurations. */
export const listConfigurationModule = configurationModule('user');
/** g_list_configuration_app: the application's configurations, which super admins maintain. */
export const appListConfigurationModule = configurationModule('app');

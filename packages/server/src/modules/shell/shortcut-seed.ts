import type { ModuleSeed } from '../../demo/seed-context.js';

const organisationShortcut = (sort_order: number, title: string, link: string, icon: string, target = '_self') => ({
  values: { title, link, icon, target, sort_order, scope: 'organisation' },
});

/**
 * The shortcuts every demo organisation shares: the invoices awaiting payment, the absences' planning, a new absence
 * and the public service's site in a new tab. Those to a module the organisation or the user lacks are not shown.
 */
export const shortcutSeed: ModuleSeed = {
  module: 'g_shortcut',
  async run(context) {
    await context.insert('g_shortcut', [
      organisationShortcut(10, 'Factures impayées', '/list/invoice', 'receipt_long'),
      organisationShortcut(20, 'Planning des absences', '/planning/absences', 'calendar_month'),
      organisationShortcut(30, 'Nouvelle absence', '/form/absence', 'beach_access'),
      organisationShortcut(40, 'Service-Public.fr', 'https://www.service-public.fr', 'web', '_blank'),
    ]);
  },
};

/** The demo password of every demo account, printed by `npm start` and listed in the README. */
export const DEMO_PASSWORD = 'Demo!Ossature2026';

export interface DemoClient {
  code: string;
  name: string;
  settings: Record<string, string>;
  /** Modules enabled for the organisation ('*' = every module of the application). */
  modules: string[] | '*';
}

export interface DemoUser {
  client: string;
  username: string;
  name: string;
  identity_name: string;
  role: 'staff' | 'partner';
  /** Modules given to the user among the client's ('*' = all of them). */
  modules: string[] | '*';
  is_admin: boolean;
  is_super_admin: boolean;
  /** What the account is for, as `npm start` prints it. */
  description: string;
}

export const demoClients: DemoClient[] = [
  {
    code: 'saint-aubin',
    name: 'Mairie de Saint-Aubin',
    settings: { map_default_center: '48.2600,-1.4300', has_choice_encoding: '1' },
    modules: '*',
  },
  {
    code: 'lilas',
    name: 'Clinique des Lilas',
    settings: { map_default_center: '48.8790,2.4160', has_choice_encoding: '0' },
    modules: ['employee', 'absence', 'timesheet', 'customer', 'product', 'product_category', 'quote', 'invoice', 'incident', 'g_shortcut'],
  },
];

export const demoUsers: DemoUser[] = [
  { client: 'saint-aubin', username: 'sadmin', name: 'Sophie Marchand', identity_name: 'MARCHAND Sophie', role: 'staff', modules: '*', is_admin: true, is_super_admin: true, description: 'super administratrice' },
  { client: 'saint-aubin', username: 'admin', name: 'Antoine Leroy', identity_name: 'LEROY Antoine', role: 'staff', modules: '*', is_admin: true, is_super_admin: false, description: 'administrateur' },
  { client: 'saint-aubin', username: 'agent', name: 'Camille Durand', identity_name: 'DURAND Camille', role: 'staff', modules: '*', is_admin: false, is_super_admin: false, description: 'agente' },
  { client: 'saint-aubin', username: 'partenaire', name: 'Karim Benali', identity_name: 'BENALI Karim', role: 'partner', modules: ['customer', 'product', 'product_category', 'quote'], is_admin: false, is_super_admin: false, description: 'partenaire' },
  { client: 'lilas', username: 'admin.lilas', name: 'Hélène Moreau', identity_name: 'MOREAU Hélène', role: 'staff', modules: '*', is_admin: true, is_super_admin: false, description: 'administratrice' },
  { client: 'lilas', username: 'agent.lilas', name: 'Julien Petit', identity_name: 'PETIT Julien', role: 'staff', modules: '*', is_admin: false, is_super_admin: false, description: 'agent' },
];

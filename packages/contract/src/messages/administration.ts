/** French texts of the super admins' tools page (/content/administration_tools). */
export const administrationMessages = {
  toolsTitle: "Outils d'administration",
  version: 'Version',
  database: 'Base de données',
  databaseSqlite: 'SQLite (embarquée)',
  databasePostgres: 'PostgreSQL',
  clients: 'Organisations clientes',
  name: 'Nom',
  code: 'Code',
  users: 'Utilisateurs',
  reports: "Rapports d'erreurs de l'organisation",
  noReports: "Aucune erreur n'a été signalée.",
  date: 'Date',
  user: 'Utilisateur',
  page: 'Page',
  error: 'Erreur',
} as const;

/** French texts of exported and printed lists, their links and their refusals. */
export const listExportMessages = {
  /** Under the printed title. */
  generatedAt: 'Édité le {date} à {time}',
  search: 'Recherche : {text}',
  filters: 'Filtres : {filters}',
  and: 'ET',
  or: 'OU',
  groupBy: 'Regrouper par : {columns}',
  sortBy: 'Trié par : {column} ({direction})',
  ascending: 'Croissant',
  descending: 'Décroissant',
  /** A group line: its value, then how many rows, then (when asked) its share. */
  groupLabel: '{label} ({count})',
  groupLabelWithShare: '{label} ({count} · {percentage} %)',
  unknownFormat: "Ce format d'export n'existe pas : choisissez xlsx, xls, ods, csv ou pdf.",
  formatNotOffered: "Cette liste ne s'exporte pas dans ce format.",
  /** Every column hidden: a file of blank lines would be no export. */
  noColumn: 'Toutes les colonnes sont masquées : affichez-en au moins une pour exporter.',
  unknownEncoding: "Cet encodage n'est pas proposé : choisissez UTF-8 ou ISO-8859-1.",
  encodingNotAllowed: "Votre organisation n'a pas le choix de l'encodage : l'export est en UTF-8.",
  linkNotFound: "Ce lien d'export n'existe pas ou ne vous appartient pas.",
  linkExpired: "Ce lien d'export a expiré : relancez l'export depuis la liste.",
  /** The printed list's page numbers: with the total when the pages were counted beforehand. */
  page: 'Page {number}',
  pageOfTotal: 'Page {number} sur {total}',
  exportNotFound: "Cet export n'existe pas.",
  notReady: "Cet export n'est pas encore prêt : attendez qu'il soit terminé.",
  alreadyFinished: 'Cet export est déjà terminé.',
  /** Why a background export failed, as its author reads it in their recent exports. */
  failed: "L'export a échoué. Relancez-le depuis la liste.",
} as const;

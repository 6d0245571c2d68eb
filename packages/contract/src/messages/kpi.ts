/** French texts of the home page's indicators (SPEC §3 'KPI'). */
export const kpiMessages = {
  heading: 'Indicateurs',
  loading: 'Chargement des indicateurs',
  loadFailed: 'Impossible de récupérer les indicateurs',
} as const;

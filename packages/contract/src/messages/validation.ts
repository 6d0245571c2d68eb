/** The validation workflow of a record (SPEC §2 'Right tools panel', 'Validation workflow'; §4 Workflow; §6; §7). */
export const validationMessages = {
  drawerTitle: 'Workflow de validation',
  requestTitle: 'Demande de validation',
  validate: 'Valider',
  refuse: 'Refuser',
  cancel: 'Annuler',
  save: 'Enregistrer',
  comment: 'Commentaire',
  statuses: { ACTIVE: 'En cours', DONE: 'Validée', REFUSED: 'Refusée' },
  /** SPEC §6: what a user sees while a request is ACTIVE; {name}: who may validate the active step. */
  lockedByValidation: "La modification n'est pas possible. Une validation de {name} est en cours",
  lockedBySignature: "La modification n'est pas possible. Une demande de signature électronique est en cours",
  /** Server answers. */
  notDeclared: "Cet enregistrement n'a pas de workflow de validation.",
  notRequired: "Cet enregistrement ne demande pas de validation dans son état actuel.",
  alreadyActive: 'Une validation est déjà en cours pour cet enregistrement.',
  noneActive: "Aucune validation n'est en cours pour cet enregistrement.",
  notValidator: "Vous ne pouvez ni valider ni refuser cette demande : seuls les valideurs de l'étape en cours le peuvent.",
  noValidator: "Personne ne peut valider cet enregistrement : aucun valideur actif n'a été trouvé.",
  outcomeNotAllowed: "La validation ne peut pas être demandée : son issue ferait passer « {field} » de « {from} » à « {to} », ce qui n'est pas autorisé.",
  stepMoved: "Cette étape de la validation a déjà été traitée : rechargez l'enregistrement.",
  recordMoved: "L'enregistrement a été modifié entre-temps : rechargez-le avant de décider.",
  someone: 'un valideur',
  requestedBy: 'Demandée par {name} le {date}',
  activeStep: 'Étape en cours : {label}',
  validators: 'Valideurs : {names}',
  stepTypes: { VALIDATION: 'Validation', ELECTRONIC_SIGNATURE: 'Signature électronique' },
  decision: 'Votre décision',
  decisions: 'Décisions',
  decided: '{decision} par {name} le {date}',
  decisionNames: { validate: 'Validée', refuse: 'Refusée' },
  none: "Aucune validation n'a encore été demandée pour cet enregistrement.",
  notNeeded: "Cet enregistrement ne demande pas de validation dans son état actuel.",
  loading: 'Chargement de la validation',
  requested: 'Demande de validation envoyée',
  /** The form validation_workflow: one read-only line per step, naming who decides it. */
  stepLine: 'Étape {index} : {label} ({type})',
  nobody: 'Aucun valideur actif',
  invalidFormParams: 'Les paramètres de la demande de validation sont invalides : object_name, object_id et id (0 pour une nouvelle demande) sont attendus.',
  validated: 'Validation enregistrée',
  refused: 'Refus enregistré',
};

/** The states of a record (SPEC §3 'Workflow / state history', §4 Workflow). */
export const workflowMessages = {
  /** A save that moves the state field along a transition the module does not declare (per-field error). */
  transitionRefused: "Le passage de « {from} » à « {to} » n'est pas autorisé.",
  empty: 'Non renseigné',
  /** SPEC §2 status popover, before the record exists. */
  saveFirst: 'Veuillez enregistrer le formulaire afin de voir le statut',
  status: 'Statut : {label}',
  timeline: 'Étapes du statut',
  current: 'état actuel',
  loading: 'Chargement du statut',
  /** The timeline's tooltip on a state entered. */
  entered: '{login}, le {date}',
};

/** French texts of the form screen's rich kinds and product elements (editor, signature, files, map, chart, planning, history card). */
export const formRichMessages = {
  // Editor toolbar (SPEC §5 'Editor', §9).
  editorToolbar: 'Mise en forme',
  undo: 'Annuler la dernière modification',
  redo: 'Rétablir',
  bold: 'Gras',
  italic: 'Italique',
  underline: 'Souligné',
  strikethrough: 'Barré',
  blockType: 'Style du paragraphe',
  paragraph: 'Paragraphe',
  heading1: 'Titre 1',
  heading2: 'Titre 2',
  heading3: 'Titre 3',
  bulletList: 'Liste à puces',
  numberedList: 'Liste numérotée',
  indent: 'Augmenter le retrait',
  outdent: 'Diminuer le retrait',
  fontFamily: 'Police',
  fontSize: 'Taille de police',
  fontSizeDown: 'Réduire la taille de police',
  fontSizeUp: 'Augmenter la taille de police',
  textColor: 'Couleur du texte',
  colorHex: 'Couleur (#RRGGBB)',
  colorInvalid: 'Couleur au format #RRGGBB',
  colorApply: 'Appliquer',
  link: 'Lien',
  linkUrl: 'Adresse du lien',
  linkApply: 'Appliquer',
  linkRemove: 'Supprimer le lien',
  image: 'Insérer une image',
  imageUrl: "Adresse de l'image",
  imageAlt: 'Texte alternatif',
  imageFile: 'Choisir un fichier',
  imageMissing: 'Indiquez une adresse ou choisissez un fichier',
  imageInsert: 'Insérer',
  youtube: 'Insérer une vidéo YouTube',
  youtubeUrl: 'Adresse de la vidéo YouTube',
  youtubeInvalid: "Cette adresse n'est pas celle d'une vidéo YouTube",
  youtubeTitle: 'Vidéo YouTube',
  cancel: 'Annuler',
  mentions: 'Utilisateurs',
  variables: 'Variables',

  // Signature pad.
  signaturePad: 'Zone de signature',
  signatureClear: 'Effacer la signature',
  signatureImage: 'Signature',

  // File field.
  fileChoose: 'Choisir un fichier',
  fileDrop: 'ou déposez-le ici',
  fileRemove: 'Retirer le fichier',
  fileDownload: 'Télécharger {filename}',
  filePending: '{filename} (envoyé à l’enregistrement)',
  filePreview: 'Aperçu de {filename}',

  // Map (SPEC §2 'Map', 'Map dialog shows a location').
  map: 'Carte',
  mapEnlarge: 'Agrandir la carte',
  mapClose: 'Fermer',
  mapNoPosition: 'Aucune position',

  // Planning element (SPEC §3 'Day').
  planning: 'Planning',
  weekdays: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'],
  today: "Aujourd'hui",
  noEvents: 'Aucun événement',

  // Chart element.
  chartEmpty: 'Aucune donnée',
} as const;

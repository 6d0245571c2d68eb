/**
 * French texts of the form screen's input kinds (numbers, money, phone, dates…). The rule messages the server also
 * gives ('Date invalide', the strong-password rule…) live in form.ts, so both sides say the same thing.
 */
export const formInputsMessages = {
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  openLink: 'Ouvrir le lien dans un nouvel onglet',
  pickColor: 'Choisir une couleur',
} as const;

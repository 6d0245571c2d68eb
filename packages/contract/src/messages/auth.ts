/** French texts of the login page and of authentication failures. */
export const authMessages = {
  loginTitle: 'Connexion',
  loginSubtitle: 'Connectez-vous pour accéder à votre espace.',
  usernameLabel: 'Identifiant',
  passwordLabel: 'Mot de passe',
  submit: 'Se connecter',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  invalidCredentials: 'Identifiant ou mot de passe incorrect.',
  tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  unauthenticated: 'Votre session a expiré. Veuillez vous reconnecter.',
  forbidden: "Vous n'avez pas les droits nécessaires pour cette action.",
  loginFailed: 'La connexion a échoué. Veuillez réessayer.',
} as const;

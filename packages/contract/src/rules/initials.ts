/** A person's initials as avatars show them: the first letters of their first two words ('Irène Absalon' → 'IA'). */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

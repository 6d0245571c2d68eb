/** SPEC §9: five history user colours, cycled. */
export const USER_COLOURS = ['#0b5cad', '#0088c8', '#7b1fa2', '#2e7d32', '#c62828'] as const;

/**
 * The colour of each author of a history, in the order they first appear: the sixth author takes the first colour
 * again, and an author keeps their colour on every entry.
 */
export function userColours(): (username: string) => string {
  const given = new Map<string, string>();
  return (username) => {
    if (!given.has(username)) given.set(username, USER_COLOURS[given.size % USER_COLOURS.length]!);
    return given.get(username)!;
  };
}

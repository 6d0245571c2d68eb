/**
 * SPEC §9 'Relative times shortened MIN, H, J, A; il y a … ages': how long ago, in the largest unit that fits —
 * 'il y a 5 MIN', 'il y a 3 H', 'il y a 2 J', 'il y a 1 A'; under a minute, 'il y a 1 MIN'.
 */
export function relativeTime(iso: string, now: Date): string {
  const minutes = Math.max(1, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `il y a ${minutes} MIN`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `il y a ${hours} H`;
  const days = Math.floor(hours / 24);
  if (days < 365) return `il y a ${days} J`;
  return `il y a ${Math.floor(days / 365)} A`;
}

/**
 * A field's message as a list line names its field once: '{label} : {text}', unless the text already starts that way
 * (the server's constraint errors read '{label} : {constraint}', SPEC §5).
 */
export function labelledMessage(label: string | undefined, text: string): string {
  if (!label || text.startsWith(`${label} : `)) return text;
  return `${label} : ${text}`;
}

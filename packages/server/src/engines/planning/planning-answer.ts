import type { PlanningEvents, PlanningPerson } from './planning-events.js';

/** How the route's schema serializes the answer with no events: the events go between its brackets. */
const EMPTY_DATA = '{"data":[]';

/**
 * The planning call's answer as sent: `rest` is the answer without its events, serialized by the route's response
 * schema (so `data` first and empty), and the events are written into it as JSON text here. A month holds 10,000
 * events of 400 bytes, most of them the same few texts: each distinct text is quoted once and reused, numbers are
 * written as they are, and the whole is encoded once into a Buffer of known length. Through the schema's serializer
 * the same answer cost an object per event, a string built piece by piece, and a second pass to measure it.
 */
export function planningAnswer(rest: string, events: PlanningEvents): Buffer {
  if (!rest.startsWith(EMPTY_DATA)) throw new Error('planning answer: the serialized answer does not begin with its empty data');
  return Buffer.from(`${EMPTY_DATA.slice(0, -1)}${eventsJson(events)}]${rest.slice(EMPTY_DATA.length)}`);
}

/** Decimal hours as JSON has them: a number, or null (JSON has no NaN). */
const hours = (value: number | null) => (value === null || Number.isFinite(value) ? value : null);

/** The events as a JSON array's items, with the keys of the contract's CalendarEvent in its order. */
function eventsJson(events: PlanningEvents): string {
  const quoted = new Map<string, string>();
  const quote = (text: string) => {
    let json = quoted.get(text);
    if (json === undefined) quoted.set(text, (json = JSON.stringify(text)));
    return json;
  };
  const employees = new Map<PlanningPerson | undefined, string>([[undefined, '[]']]);
  const employeesOf = (person: PlanningPerson | undefined) => {
    let json = employees.get(person);
    if (json === undefined) employees.set(person, (json = `[{"first_name":${JSON.stringify(person!.first_name)},"surname":${JSON.stringify(person!.surname)}}]`));
    return json;
  };
  const icon = `,"icon":${JSON.stringify(events.icon)},"employees":`;
  const form = `,"form":${JSON.stringify(events.form)},"form_id":`;
  const formTitle = `,"form_title":${JSON.stringify(events.formTitle)},"object_linked":`;
  const objectName = `,"object_name":${JSON.stringify(events.form)},"object_id":`;
  let json = '';
  let separator = '';
  // Numbers and null print in a template as JSON writes them (ids are integers; hours, see `hours`).
  events.forEach((event) => {
    json += `${separator}{"date":${quote(event.date)},"end_date":${quote(event.endDate)},"startTime":${hours(event.startTime)},"endTime":${hours(event.endTime)},"title":${quote(event.title)},"subtitle":${quote(event.subtitle)},"content":${quote(event.content)},"color":${quote(event.color)}${icon}${employeesOf(event.person)}${form}${event.id}${formTitle}${quote(event.itemLabel)}${objectName}${event.id},"item":${event.item},"version":${event.version}}`;
    separator = ',';
  });
  return json;
}

import type { PlanningEvents, PlanningPerson } from './planning-events.js';

/** How the route's schema serializes the answer with no events: the events go between its brackets. */
const EMPTY_DATA = '{"data":[]';
/** Room made for an event at first (the bench's are 400 bytes); more is made when needed. */
const EVENT_BYTES = 512;

/**
 * The planning call's answer as sent: `rest` is the answer without its events, serialized by the route's response
 * schema (so `data` first and empty), and the events are written into it as JSON text here. A month holds 10,000
 * events of 400 bytes, most of them the same few texts: each distinct text is quoted once and reused, numbers are
 * written as they are, and each event's text goes into one Buffer as soon as it is made. One string of the whole
 * answer, built piece by piece, would have to be flattened before being encoded: that walk cost more than the rest.
 */
export function planningAnswer(rest: string, events: PlanningEvents): Buffer {
  if (!rest.startsWith(EMPTY_DATA)) throw new Error('planning answer: the serialized answer does not begin with its empty data');
  const out = byteWriter(EVENT_BYTES * events.count + rest.length);
  out.write(EMPTY_DATA.slice(0, -1));
  writeEvents(out, events);
  out.write(rest.slice(EMPTY_DATA.length - 1));
  return out.bytes();
}

/** UTF-8 text written one piece after the other into a Buffer that grows when a piece might not fit. */
function byteWriter(capacity: number): { write(text: string): void; bytes(): Buffer } {
  let buffer = Buffer.allocUnsafe(capacity);
  let length = 0;
  return {
    write(text) {
      // A UTF-16 unit takes at most 3 bytes in UTF-8.
      if (length + text.length * 3 > buffer.length) {
        const larger = Buffer.allocUnsafe(Math.max(buffer.length * 2, length + text.length * 3));
        buffer.copy(larger, 0, 0, length);
        buffer = larger;
      }
      length += buffer.write(text, length);
    },
    bytes: () => buffer.subarray(0, length),
  };
}

/** Decimal hours as JSON has them: a number, or null (JSON has no NaN). */
const hours = (value: number | null) => (value === null || Number.isFinite(value) ? value : null);

/** The events as a JSON array's items, with the keys of the contract's CalendarEvent in its order. */
function writeEvents(out: { write(text: string): void }, events: PlanningEvents): void {
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
  let separator = '';
  // Numbers and null print in a template as JSON writes them (ids are integers; hours, see `hours`).
  events.forEach((event) => {
    out.write(
      `${separator}{"date":${quote(event.date)},"end_date":${quote(event.endDate)},"startTime":${hours(event.startTime)},"endTime":${hours(event.endTime)},"title":${quote(event.title)},"subtitle":${quote(event.subtitle)},"content":${quote(event.content)},"color":${quote(event.color)}${icon}${employeesOf(event.person)}${form}${event.id}${formTitle}${quote(event.itemLabel)}${objectName}${event.id},"item":${event.item},"version":${event.version}}`,
    );
    separator = ',';
  });
}

import type { PlanningEvents, PlanningPerson } from './planning-events.js';

/** How the route's schema serializes the answer with no events: the events go between its brackets. */
const EMPTY_DATA = '{"data":[]';
/** Room made for an event at first (the bench's are 400 bytes); more is made when needed. */
const EVENT_BYTES = 512;

/**
 * The planning call's answer as sent: `rest` is the answer without its events, serialized by the route's response
 * schema (so `data` first and empty), and the events are written into it as JSON here, straight into one Buffer. A
 * month holds 10,000 events of 400 bytes, most of them the same few texts: each distinct text is quoted and encoded
 * once, then copied where it appears; whole numbers are written digit by digit. Through strings, the answer was a
 * rope of hundreds of thousands of pieces, garbage to collect and a string to flatten before it could be encoded.
 */
export function planningAnswer(rest: string, events: PlanningEvents): Buffer {
  if (!rest.startsWith(EMPTY_DATA)) throw new Error('planning answer: the serialized answer does not begin with its empty data');
  const out = new ByteWriter(EVENT_BYTES * events.count + rest.length * 3);
  out.text(EMPTY_DATA.slice(0, -1));
  writeEvents(out, events);
  out.text(rest.slice(EMPTY_DATA.length - 1));
  return out.result();
}

/** JSON written piece after piece into a Buffer that grows when a piece would not fit. */
class ByteWriter {
  private buffer: Buffer;
  private length = 0;

  constructor(capacity: number) {
    this.buffer = Buffer.allocUnsafe(capacity);
  }

  private room(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const larger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(larger, 0, 0, this.length);
    this.buffer = larger;
  }

  /** Bytes already encoded. */
  bytes(bytes: Buffer): void {
    this.room(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** Text, encoded here (a UTF-16 unit takes at most 3 bytes in UTF-8). */
  text(text: string): void {
    this.room(text.length * 3);
    this.length += this.buffer.write(text, this.length);
  }

  /** A number or null as JSON writes it: whole numbers (ids) digit by digit, others (decimal hours) as text. */
  number(value: number | null): void {
    if (value === null || !Number.isFinite(value)) return this.bytes(NULL);
    if (!Number.isSafeInteger(value) || value < 0) return this.text(String(value));
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    this.room(digits);
    let at = (this.length += digits);
    let rest = value;
    do {
      this.buffer[--at] = 48 + (rest % 10);
      rest = Math.floor(rest / 10);
    } while (rest > 0);
  }

  result(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

const NULL = Buffer.from('null');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from('}');
/** `"name":` after the `{` of an event or the `,` of the key before: the keys of the contract's CalendarEvent, in its order. */
const key = (name: string, first = false) => Buffer.from(`${first ? '{' : ','}${JSON.stringify(name)}:`);
const KEYS = {
  date: key('date', true),
  endDate: key('end_date'),
  startTime: key('startTime'),
  endTime: key('endTime'),
  title: key('title'),
  subtitle: key('subtitle'),
  content: key('content'),
  color: key('color'),
  icon: key('icon'),
  employees: key('employees'),
  form: key('form'),
  formId: key('form_id'),
  formTitle: key('form_title'),
  objectLinked: key('object_linked'),
  objectName: key('object_name'),
  objectId: key('object_id'),
  item: key('item'),
  version: key('version'),
};

function writeEvents(out: ByteWriter, events: PlanningEvents): void {
  const quoted = new Map<string, Buffer>();
  const quote = (text: string) => {
    let json = quoted.get(text);
    if (json === undefined) quoted.set(text, (json = Buffer.from(JSON.stringify(text))));
    return json;
  };
  const employees = new Map<PlanningPerson | undefined, Buffer>([[undefined, Buffer.from('[]')]]);
  const employeesOf = (person: PlanningPerson | undefined) => {
    let json = employees.get(person);
    if (json === undefined) employees.set(person, (json = Buffer.from(JSON.stringify([{ first_name: person!.first_name, surname: person!.surname }]))));
    return json;
  };
  const [icon, form, formTitle] = [quote(events.icon), quote(events.form), quote(events.formTitle)];
  let first = true;
  events.forEach((event) => {
    if (!first) out.bytes(COMMA);
    first = false;
    out.bytes(KEYS.date);
    out.bytes(quote(event.date));
    out.bytes(KEYS.endDate);
    out.bytes(quote(event.endDate));
    out.bytes(KEYS.startTime);
    out.number(event.startTime);
    out.bytes(KEYS.endTime);
    out.number(event.endTime);
    out.bytes(KEYS.title);
    out.bytes(quote(event.title));
    out.bytes(KEYS.subtitle);
    out.bytes(quote(event.subtitle));
    out.bytes(KEYS.content);
    out.bytes(quote(event.content));
    out.bytes(KEYS.color);
    out.bytes(quote(event.color));
    out.bytes(KEYS.icon);
    out.bytes(icon);
    out.bytes(KEYS.employees);
    out.bytes(employeesOf(event.person));
    out.bytes(KEYS.form);
    out.bytes(form);
    out.bytes(KEYS.formId);
    out.number(event.id);
    out.bytes(KEYS.formTitle);
    out.bytes(formTitle);
    out.bytes(KEYS.objectLinked);
    out.bytes(quote(event.itemLabel));
    out.bytes(KEYS.objectName);
    out.bytes(form);
    out.bytes(KEYS.objectId);
    out.number(event.id);
    out.bytes(KEYS.item);
    out.number(event.item);
    out.bytes(KEYS.version);
    out.number(event.version);
    out.bytes(CLOSE);
  });
}

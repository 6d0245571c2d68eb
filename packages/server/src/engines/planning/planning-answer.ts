import type { PlanningEvents, PlanningPerson } from './planning-events.js';

/** How the route's schema serializes the answer with no events: the events go between its brackets. */
const EMPTY_DATA = '{"data":[]';
/** Room made for an event at first (the bench's are 400 bytes); more is made when needed. */
const EVENT_BYTES = 512;

/**
 * The planning call's answer as sent: `rest` is the answer without its events, serialized by the route's response
 * schema (so `data` first and empty), and the events are written into it as JSON here, straight into one Buffer. A
 * month holds 10,000 events of 400 bytes, most of them the same few texts: each distinct run of keys and texts is
 * quoted and encoded once, then copied where it appears; whole numbers are written digit by digit. Through strings, the answer was a
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
const json = (value: unknown) => JSON.stringify(value);
const END_TIME = Buffer.from(',"endTime":');
const ITEM = Buffer.from(',"item":');
const VERSION = Buffer.from(',"version":');
const CLOSE = Buffer.from('}');
const COMMA = Buffer.from(',');

/**
 * A fragment made once per value of one key, or per pair of values of two (a nested map): looked up for every event,
 * so without the array a rest parameter would allocate on each call.
 */
class Fragments<Key> {
  private readonly made = new Map<Key, Buffer>();

  constructor(private readonly make: (key: Key) => Buffer) {}

  get(key: Key): Buffer {
    let fragment = this.made.get(key);
    if (fragment === undefined) this.made.set(key, (fragment = this.make(key)));
    return fragment;
  }
}

class PairFragments<First, Second> {
  private readonly made = new Map<First, Fragments<Second>>();

  constructor(private readonly make: (first: First, second: Second) => Buffer) {}

  get(first: First, second: Second): Buffer {
    let level = this.made.get(first);
    if (level === undefined) this.made.set(first, (level = new Fragments((value: Second) => this.make(first, value))));
    return level.get(second);
  }
}

/**
 * The events in the keys and order of the contract's CalendarEvent. An event is written as a few fragments, each the
 * JSON of keys and values that many events share (its dates; its title, subtitle and content's key; its colour, the
 * icon and the employees' key; its person, the form and form_id's key; its item's label between the form's texts),
 * made once and copied, with the numbers written between them: sixteen copies an event instead of forty.
 */
function writeEvents(out: ByteWriter, events: PlanningEvents): void {
  const [icon, form, formTitle] = [json(events.icon), json(events.form), json(events.formTitle)];
  const dates = new PairFragments((date: string, endDate: string) => Buffer.from(`{"date":${json(date)},"end_date":${json(endDate)},"startTime":`));
  const texts = new PairFragments((title: string, subtitle: string) => Buffer.from(`,"title":${json(title)},"subtitle":${json(subtitle)},"content":`));
  const contents = new Fragments((content: string) => Buffer.from(json(content)));
  const colors = new Fragments((color: string) => Buffer.from(`,"color":${json(color)},"icon":${icon},"employees":`));
  const people = new Fragments((person: PlanningPerson | undefined) =>
    Buffer.from(`${person ? json([{ first_name: person.first_name, surname: person.surname }]) : '[]'},"form":${form},"form_id":`),
  );
  const items = new Fragments((label: string) => Buffer.from(`,"form_title":${formTitle},"object_linked":${json(label)},"object_name":${form},"object_id":`));
  let first = true;
  events.forEach((event) => {
    if (!first) out.bytes(COMMA);
    first = false;
    out.bytes(dates.get(event.date, event.endDate));
    out.number(event.startTime);
    out.bytes(END_TIME);
    out.number(event.endTime);
    out.bytes(texts.get(event.title, event.subtitle));
    out.bytes(contents.get(event.content));
    out.bytes(colors.get(event.color));
    out.bytes(people.get(event.person));
    out.number(event.id);
    out.bytes(items.get(event.itemLabel));
    out.number(event.id);
    out.bytes(ITEM);
    out.number(event.item);
    out.bytes(VERSION);
    out.number(event.version);
    out.bytes(CLOSE);
  });
}

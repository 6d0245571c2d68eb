import { type ColumnFormat, formatMoney } from '@ossature/contract';

/**
 * What a cell's format leaves to its column or field: a list column gives its max_length, a form's property its
 * decimals (docs/ARCHITECTURE.md, 'Cell formats').
 */
export interface CellFormatOptions {
  /** Most digits a number shows after its decimal point. */
  decimals?: number;
  /** Longest text shown whole: a longer one is cut there, with '...' (SPEC §9). */
  maxLength?: number;
}

/** Every format but images, which show as themselves: what a cell writes as text. */
export type TextFormat = Exclude<ColumnFormat, 'image'>;

/** A list column says nothing of decimals (SPEC §3 Column): a number without its own count shows at most 2, as amounts. */
const DEFAULT_DECIMALS = 2;

/** One formatter per count of decimals: building one per cell would cost a page of hundreds of cells. */
const numberFormats = new Map<number, Intl.NumberFormat>();

function formatNumber(value: number, decimals: number): string {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: decimals });
    numberFormats.set(decimals, format);
  }
  return format.format(value);
}

/** A number of rows, groups or a position as the list's texts write it: in French, '125 000'. */
export const formatCount = (count: number): string => formatNumber(count, 0);

const two = (value: number) => String(value).padStart(2, '0');

/** A number of seconds as hh:mm:ss (SPEC §3 Column format 'time', §9 time aggregates). */
function formatSeconds(total: number): string {
  const seconds = Math.round(Math.abs(total));
  const text = `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  return total < 0 ? `-${text}` : text;
}

/** Whether a text is longer than a cell shows whole. */
export const isCut = (text: string, maxLength: number | undefined) => maxLength !== undefined && text.length > maxLength;

const textFormats: Record<TextFormat, (value: unknown, options: CellFormatOptions) => string> = {
  money: (value) => (typeof value === 'number' ? formatMoney(value) : ''),
  number: (value, { decimals }) => (typeof value === 'number' ? formatNumber(value, decimals ?? DEFAULT_DECIMALS) : ''),
  time: (value) => (typeof value === 'number' ? formatSeconds(value) : ''),
  text: (value, { maxLength }) => {
    const text = String(value ?? '');
    return isCut(text, maxLength) ? `${text.slice(0, maxLength)}...` : text;
  },
};

/** A value as text in its format: how a list cell and a form's collection cell both write it. */
export const formatCell = (format: TextFormat, value: unknown, options: CellFormatOptions = {}): string => textFormats[format](value, options);

/** Figures read right-aligned, as in a spreadsheet. */
export const alignsRight = (format: ColumnFormat) => format === 'money' || format === 'number' || format === 'time';

import { csvFormat } from './csv-format.js';
import type { ExportFormat } from './export-document.js';
import { odsFormat } from './ods-format.js';
import { pdfFormat } from './pdf-format.js';
import { xlsFormat } from './xls-format.js';
import { xlsxFormat } from './xlsx-format.js';

/** What a list can be exported to (SPEC §9: xlsx, xls, ods, csv) and printed as (pdf), by the `output` asked. */
export const exportFormats = { xlsx: xlsxFormat, xls: xlsFormat, ods: odsFormat, csv: csvFormat, pdf: pdfFormat } as const satisfies Record<string, ExportFormat>;

export type ExportOutput = keyof typeof exportFormats;

export const isExportOutput = (output: string): output is ExportOutput => Object.hasOwn(exportFormats, output);

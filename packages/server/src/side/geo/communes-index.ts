import { foldForSearch } from '@ossature/contract';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ADDRESS_RESULTS, type AddressFeature } from './address-schema.js';

/** The fields of `@etalab/decoupage-administratif`'s data files this index reads. */
interface CommuneRecord {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  region?: string;
  codesPostaux?: string[];
  population?: number;
}
interface NamedArea {
  code: string;
  nom: string;
}

interface Commune {
  name: string;
  code: string;
  postcodes: string[];
  population: number;
  context: string;
  /** The name as searches compare it: folded, words separated by single spaces. */
  folded: string;
  words: string[];
}

/** Current communes, and the arrondissements of Paris, Lyon and Marseille, which addresses name too. */
const ADDRESSABLE = new Set(['commune-actuelle', 'arrondissement-municipal']);
/** Abbreviations people type for the most common name prefixes. */
const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte' };

/** Lower case, no accents, hyphens and apostrophes as spaces: 'Saint-Étienne' and 'saint etienne' compare equal. */
export const normalizeName = (text: string) =>
  foldForSearch(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const dataFile = (name: string) => createRequire(import.meta.url).resolve(`@etalab/decoupage-administratif/data/${name}.json`);
const readData = async <T>(name: string): Promise<T[]> => JSON.parse(await readFile(dataFile(name), 'utf8')) as T[];

/**
 * The French communes with their postal codes, searched offline by name or postal code. Built once from the data
 * files (≈ 35,000 communes); entries are bucketed by the first letter of each name word and by département so that
 * a search scans a small part of them.
 */
export class CommunesIndex {
  private readonly byInitial = new Map<string, Commune[]>();
  private readonly byPostcodeStart = new Map<string, Commune[]>();

  constructor(communes: Commune[]) {
    for (const commune of communes) {
      for (const initial of new Set(commune.words.map((word) => word[0]!))) push(this.byInitial, initial, commune);
      for (const start of new Set(commune.postcodes.map((postcode) => postcode.slice(0, 2)))) push(this.byPostcodeStart, start, commune);
    }
  }

  static async load(): Promise<CommunesIndex> {
    const [communes, departements, regions] = await Promise.all([
      readData<CommuneRecord>('communes'),
      readData<NamedArea>('departements'),
      readData<NamedArea>('regions'),
    ]);
    const departementName = new Map(departements.map((area) => [area.code, area.nom]));
    const regionName = new Map(regions.map((area) => [area.code, area.nom]));
    const entries = communes
      .filter((record) => ADDRESSABLE.has(record.type) && record.codesPostaux && record.codesPostaux.length > 0)
      .map((record): Commune => {
        const folded = normalizeName(record.nom);
        const context = [record.departement, departementName.get(record.departement ?? ''), regionName.get(record.region ?? '')].filter(Boolean).join(', ');
        return {
          name: record.nom,
          code: record.code,
          postcodes: record.codesPostaux!.toSorted(),
          population: record.population ?? 0,
          context,
          folded,
          words: folded.split(' '),
        };
      });
    return new CommunesIndex(entries);
  }

  /**
   * Communes whose name words start with the typed words and whose postal code starts with the typed digits.
   * Exact names come first, then names starting with the text, then the rest; bigger communes first within each.
   */
  search(query: string, limit = ADDRESS_RESULTS): AddressFeature[] {
    const tokens = normalizeName(query).split(' ').filter(Boolean);
    const digits = tokens.filter((token) => /^\d+$/.test(token));
    const words = tokens.filter((token) => !/^\d+$/.test(token)).map((token) => ABBREVIATIONS[token] ?? token);
    if (words.length === 0 && digits.length === 0) return [];
    const candidates = words.length > 0 ? (this.byInitial.get(words[0]![0]!) ?? []) : (this.byPostcodeStart.get(digits[0]!.slice(0, 2)) ?? []);
    const phrase = words.join(' ');
    const ranked: { commune: Commune; postcode: string; rank: number }[] = [];
    for (const commune of candidates) {
      if (!words.every((word) => startsAWord(commune, word))) continue;
      // Digits are a postal code, unless the name has them ('Paris 15' names 'Paris 15e Arrondissement').
      const postal = digits.filter((digit) => !startsAWord(commune, digit));
      const postcode = commune.postcodes.find((code) => postal.every((digit) => code.startsWith(digit)));
      if (postcode === undefined) continue;
      const rank =
        words.length === 0
          ? postcode === digits[0]
            ? 0
            : 1
          : commune.folded === phrase
            ? 0
            : commune.folded.startsWith(phrase)
              ? 1
              : 2;
      ranked.push({ commune, postcode, rank });
    }
    ranked.sort((a, b) => a.rank - b.rank || b.commune.population - a.commune.population || a.commune.name.localeCompare(b.commune.name, 'fr'));
    return ranked.slice(0, limit).map(({ commune, postcode }) => ({
      type: 'Feature',
      properties: {
        id: `${commune.code}_${postcode}`,
        label: `${commune.name} (${postcode})`,
        city: commune.name,
        postcode,
        citycode: commune.code,
        context: commune.context,
      },
    }));
  }
}

const startsAWord = (commune: Commune, text: string) => commune.words.some((word) => word.startsWith(text));

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

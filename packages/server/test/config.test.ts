import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/infra/config.js';

describe('the configuration', () => {
  it('seeds the demo data around today unless SEED_DATE names a day, taken at noon UTC', () => {
    expect(loadConfig({}).seedDate).toBeUndefined();
    expect(loadConfig({ SEED_DATE: '2026-11-24' }).seedDate?.toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });

  it('refuses a SEED_DATE that is not a real day yyyy-MM-dd', () => {
    const refused = ['24/11/2026', '2026-02-30', '2026-11-24T00:00', 'demain'].filter((value) => {
      try {
        loadConfig({ SEED_DATE: value });
        return false;
      } catch (error) {
        return String(error).includes('SEED_DATE must be a date yyyy-MM-dd');
      }
    });
    expect(refused).toHaveLength(4);
  });
});

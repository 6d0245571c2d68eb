import { describe, expect, it } from 'vitest';
import { compareAppVersions, isNewerAppVersion } from '../src/app-version.js';

describe('app versions', () => {
  it('order releases numerically, not as text', () => {
    expect(isNewerAppVersion('0.10.0', '0.9.3')).toBe(true);
    expect(isNewerAppVersion('0.9.3', '0.10.0')).toBe(false);
  });

  it('order builds of one release by their stamp', () => {
    expect(isNewerAppVersion('1.0.0+20261122140000', '1.0.0+20261122130000')).toBe(true);
    expect(compareAppVersions('1.0.0+20261122130000', '1.0.0+20261122130000')).toBe(0);
  });

  it('let a newer release win over any build stamp', () => {
    expect(isNewerAppVersion('1.1.0+20200101000000', '1.0.0+20991231000000')).toBe(true);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAppVersion } from '../src/api/app-version';

vi.stubGlobal('__APP_VERSION__', '1.0.0+20261122100000');

describe('app-version check on navigation calls', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once when the server announces a newer version than the stored one', () => {
    const reload = vi.fn<() => void>();
    checkAppVersion('1.0.0+20261122110000', reload);
    expect(reload).toHaveBeenCalledTimes(1);
    checkAppVersion('1.0.0+20261122110000', reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing for the same or an older version, or without the header', () => {
    const reload = vi.fn<() => void>();
    checkAppVersion('1.0.0+20261122100000', reload);
    checkAppVersion('0.9.0+20991231000000', reload);
    checkAppVersion(null, reload);
    expect(reload).not.toHaveBeenCalled();
  });
});

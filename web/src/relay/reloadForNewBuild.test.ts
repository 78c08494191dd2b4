import { RELOADED_AT_KEY, reloadAtMostOncePerMinute } from './reloadForNewBuild';

afterEach(() => window.sessionStorage.clear());

describe('reloadAtMostOncePerMinute', () => {
  it('reloads once, then not again within the minute, then again after it', () => {
    const reload = jest.fn();
    expect(reloadAtMostOncePerMinute(reload, 1_000_000)).toBe(true);
    expect(reloadAtMostOncePerMinute(reload, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAtMostOncePerMinute(reload, 1_060_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(window.sessionStorage.getItem(RELOADED_AT_KEY)).toBe('1060000');
  });

  it('never reloads when the browser blocks sessionStorage (it could not stop a loop)', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const reload = jest.fn();
    expect(reloadAtMostOncePerMinute(reload, 5)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    getItem.mockRestore();
  });
});

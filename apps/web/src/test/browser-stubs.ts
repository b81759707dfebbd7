/**
 * The web unit tests run in Node. These stand in for the browser APIs the tested modules touch
 * (local storage, the page's origin), nothing more: no DOM is pretended.
 */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

export function installBrowserStubs() {
  Object.assign(globalThis, {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    window: Object.assign(new EventTarget(), { location: { origin: 'http://tandem.test' } }),
  });
}

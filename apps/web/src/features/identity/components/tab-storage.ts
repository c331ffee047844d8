/**
 * A value kept in sessionStorage, so a page survives a reload. Per tab on purpose: a code page opened in
 * another tab must not pick up this one's sign-up or reset. `isValid` rejects leftovers of another shape.
 */
export function tabStorage<T>(key: string, isValid: (value: T) => boolean) {
  return {
    remember(value: T): void {
      sessionStorage.setItem(key, JSON.stringify(value));
    },
    read(): T | null {
      try {
        const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as T | null;
        return value !== null && isValid(value) ? value : null;
      } catch {
        return null;
      }
    },
    forget(): void {
      sessionStorage.removeItem(key);
    },
  };
}

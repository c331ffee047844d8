/**
 * Makes every `forget` of `source` run `then` too: what makes a cache stale makes stale whatever shows its
 * contents, wherever in the source's module the change is made.
 */
export function alsoForget(source: { forget(...args: never[]): void }, ...then: (() => void)[]): void {
  const forget = source.forget.bind(source) as (...args: never[]) => void;
  source.forget = (...args: never[]) => {
    forget(...args);
    for (const listener of then) listener();
  };
}

import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * A part of a reading page built with antd (a form, a dialog), loaded only when it shows: the page's first load
 * carries no antd (decision 43). Its code and antd's theme arrive together; `fallback` keeps its place meanwhile.
 */
export function lazyWithAntd<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode = null,
) {
  const Part = lazy(async () => {
    const [{ AntdArea }, { default: Inner }] = await Promise.all([import('./antd-area'), load()]);
    return {
      default: (props: Props) => (
        <AntdArea>
          <Inner {...props} />
        </AntdArea>
      ),
    };
  });
  return function AntdIsland(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}

// The server renderer: a public page as HTML that already shows its content, plus what the browser needs to
// hydrate it without fetching again (the router's state, the query answers) and antd's styles. Built by Vite as
// an SSR bundle and called by the API's web plugin; the API answers the page's calls in the same process.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { type DehydratedState, QueryClient, dehydrate } from '@tanstack/react-query';
import type { ErrorResponse, Language, PublicConfig } from '@ringside/contract';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, type HydrationState, StaticRouterProvider } from 'react-router';
import i18n from './i18n';
import en from './i18n/en';
import ne from './i18n/ne';
import { Providers } from './app/providers';
import { type PageHandle, routes } from './app/routes';
import { ApiError, setServerTransport } from './lib/api-client';
import { setPageTime } from './lib/page-time';

/** One call to the API's own routes: what the web plugin hands in (Fastify's inject). */
export type CallApi = (call: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ status: number; payload: unknown }>;

export interface RenderInput {
  url: string;
  language: Language;
  config: PublicConfig;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      /** antd's styles for what was rendered, as <style> tags. */
      styles: string;
      queries: DehydratedState;
      /** The router's state for the browser's router (sent as JSON: the page allows no inline script). */
      router: HydrationState;
      /** When it was rendered: clocks show this time while the browser hydrates. */
      renderedAt: number;
      /** The rendered pages' sources (their styles and scripts are linked from the build's manifest). */
      files: string[];
    };

const requestLanguage = new AsyncLocalStorage<Language>();
const { query, dataRoutes } = createStaticHandler(routes);
const translators = new Map<Language, typeof i18n>();

/** Answers the web app's calls in the same process, anonymously, in the page's language. */
export function connectApi(callApi: CallApi): void {
  setServerTransport(async (method, path, body) => {
    const { status, payload } = await callApi({
      method,
      url: `/api/v1${path}`,
      headers: {
        accept: 'application/json',
        'accept-language': requestLanguage.getStore() ?? 'en',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const answer = payload as { data?: unknown } | ErrorResponse | undefined;
    if (status === 200 && answer && 'data' in answer) return answer.data;
    const error = answer && 'code' in answer ? answer : undefined;
    throw new ApiError(status, error?.code, error?.message ?? 'Error', error?.fieldErrors, error?.details);
  });
}

// The browser loads its dictionaries in parts; the server holds them all.
i18n.addResourceBundle('en', 'translation', en, true, true);
i18n.addResourceBundle('ne', 'translation', ne, true, true);

function translator(language: Language) {
  let instance = translators.get(language);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: language, initAsync: false });
    translators.set(language, instance);
  }
  return instance;
}

export function render({ url, language, config }: RenderInput): Promise<RenderResult> {
  return requestLanguage.run(language, async (): Promise<RenderResult> => {
    const request = new Request(new URL(url, config.publicUrl));
    const context = await query(request);
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }

    // The page's data, fetched as the page itself would (the same query keys), so the browser finds it cached.
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const location = new URL(url, config.publicUrl);
    const handles = context.matches
      .map((match) => ({ handle: match.route.handle as PageHandle | undefined, params: match.params }))
      .filter((entry): entry is { handle: PageHandle; params: typeof entry.params } => Boolean(entry.handle));
    await Promise.all(
      handles.map(({ handle, params }) =>
        handle.prefetch?.({ queryClient, params, search: location.searchParams, language }),
      ),
    );

    const renderTime = Date.now();
    setPageTime(renderTime);
    const cache = createCache();
    const html = renderToString(
      <StyleProvider cache={cache}>
        <I18nextProvider i18n={translator(language)}>
          <Providers config={config} queryClient={queryClient}>
            <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
          </Providers>
        </I18nextProvider>
      </StyleProvider>,
    );

    const missing = queryClient
      .getQueryCache()
      .getAll()
      .some((cached) => cached.state.error instanceof ApiError && cached.state.error.status === 404);
    const notFound = context.matches.some((match) => match.route.path === '*') || missing;
    return {
      kind: 'page',
      status: notFound ? 404 : context.statusCode,
      html,
      styles: extractStyle(cache),
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      renderedAt: renderTime,
      // The page's sources and its dictionaries in its language, so the browser fetches them all at once.
      files: [
        ...handles.map(({ handle }) => handle.file),
        ...['site', ...handles.flatMap(({ handle }) => handle.strings ?? [])].map(
          (part) => `src/i18n/${language}/${part === 'backOffice' ? 'back-office' : part}.ts`,
        ),
      ],
    };
  });
}

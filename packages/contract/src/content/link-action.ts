import { z } from 'zod';

/**
 * What clicking a home item, banner or ad does (spec section 2): NONE does nothing; OPEN goes to a URL; SEARCH
 * goes to a search in the platform. Redirect NEW opens a new tab, SAME navigates in the same tab.
 */
export const LINK_ACTIONS = ['NONE', 'OPEN', 'SEARCH'] as const;
export const LinkActionTypeSchema = z.enum(LINK_ACTIONS, { error: 'HUBLAAC001' });
export type LinkActionType = z.infer<typeof LinkActionTypeSchema>;

export const REDIRECTS = ['NEW', 'SAME'] as const;
export const RedirectSchema = z.enum(REDIRECTS, { error: 'HUBLARD001' });
export type Redirect = z.infer<typeof RedirectSchema>;

/** The site's pages that take a search: a SEARCH link must point at one of them. */
export const SEARCH_PAGES = ['/videos', '/fighters', '/events'] as const;

/** A site path ("/videos/knockouts") or an https address. */
const SITE_PATH = /^\/(?!\/)[^\s]*$/;
const isSearchPath = (url: string) =>
  SEARCH_PAGES.some((page) => url === page || url.startsWith(`${page}?`) || url.startsWith(`${page}/`));

export const LinkActionSchema = z
  .object({
    action: LinkActionTypeSchema,
    redirect: RedirectSchema.default('SAME'),
    url: z
      .string()
      .trim()
      .max(1000, 'HUBLAUR001')
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((link, context) => {
    if (link.action === 'NONE') return;
    const url = link.url ?? '';
    const ok =
      link.action === 'SEARCH'
        ? SITE_PATH.test(url) && isSearchPath(url)
        : SITE_PATH.test(url) || z.url({ protocol: /^https$/ }).safeParse(url).success;
    if (!ok)
      context.addIssue({
        code: 'custom',
        path: ['url'],
        message: link.action === 'SEARCH' ? 'HUBLAUR002' : 'HUBLAUR001',
      });
  })
  .transform((link) => (link.action === 'NONE' ? { ...link, url: null } : link));
export type LinkAction = z.output<typeof LinkActionSchema>;
export type LinkActionInput = z.input<typeof LinkActionSchema>;

/** A link action as answers carry it: checked when staff saved it, plain data here (a transform cannot encode). */
export const LinkActionOutSchema = z.object({
  action: LinkActionTypeSchema,
  redirect: RedirectSchema,
  url: z.string().nullable(),
});

export const NO_ACTION: LinkAction = { action: 'NONE', redirect: 'SAME', url: null };

/** A link to a page of this site, opened in the same tab. */
export const openPage = (path: string): LinkAction => ({ action: 'OPEN', redirect: 'SAME', url: path });

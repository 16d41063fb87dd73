// The content a page was rendered with (the root loader's), for the components that show links,
// the contact address, figures, testimonials and notices.
import { useRouteLoaderData } from "react-router";
import type { Stat } from "~/platform/copy-types";
import { useLocale } from "~/platform/use-locale";
import { noPageContent, type PageContent, resolveHref, withContactEmail } from "./overrides";

export function usePageContent(): PageContent {
  return useRouteLoaderData<{ content?: PageContent | null }>("root")?.content ?? noPageContent;
}

/** An href as the page shows it (a link token becomes the published address). */
export function useLinkHref(href: string): string {
  return resolveHref(href, usePageContent().overrides);
}

/** A text with the published contact address. */
export function useContactText(): (text: string) => string {
  const { overrides } = usePageContent();
  return (text) => withContactEmail(text, overrides);
}

/** A figure as published in this page's language. */
export function useFigure(): (stat: Stat) => Stat {
  const { overrides } = usePageContent();
  const locale = useLocale();
  return (stat) => (stat.id && overrides.figures?.[stat.id]?.[locale]) || stat;
}

/**
 * The words a page reads from its copy module `key` (Page texts): the root's content carries the
 * page's copy with staff's texts in place (server side), so picking it costs next to nothing here.
 */
export const usePageTexts = <T>(key: string, copy: T): T => (usePageContent().texts?.[key] as T | undefined) ?? copy;

// Which page a beacon's path counts as (issue 32): one of the site's pages, in either language, or
// "(other)" for any other path, so a mistyped or made-up address adds no name of its own. Page
// views and Web Vitals (issue 45) are counted by the same pages.
import { everyPagePath, pages } from "~/pages";
import { localePath } from "~/platform/locale";
import { z } from "~/platform/zod";
import { OTHER_VALUE } from "./insights";

/** A page's path as a beacon sends it, without query or fragment. */
export const pagePathSchema = z
  .string()
  .max(200)
  .regex(/^\/[^\s?#]*$/);

const knownPaths = new Set([...everyPagePath, ...pages.flatMap((entry) => [entry.path, localePath("es", entry.path)])]);

/** The page a path (without a trailing slash) counts as: the site's page, or OTHER_VALUE when it is none. */
export const countedPage = (path: string): string => (knownPaths.has(path) ? path : OTHER_VALUE);

/** A path without its trailing slash ("/art/" is "/art"), as pages are known. */
export const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

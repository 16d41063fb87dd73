import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { Suspense } from "react";
import fontUrl from "@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2?url";
import type { Route } from "./+types/root";
import { SiteFooter } from "./features/site/shell/site-footer";
import { SiteHeader } from "./features/site/shell/site-header";
import { InsightsBeacon } from "./features/insights/insights-beacon";
import { Button } from "./ui/button";
import { useNonce } from "./platform/nonce";
import { dismissPlainNotice, type NoticeSystem, toasterReady, useNoticeSystem } from "./platform/notify";
import { lazyOnDemand } from "./platform/load-on-demand";
import { useLocale, useLocalePath } from "./platform/use-locale";
import { siteUrlAttribute } from "./platform/site-url";

import { contentOfRequest } from "~/features/site/content/page-content.server";
import { usePageContent } from "~/platform/use-page-content";
import "./app.css";
import { shellText, errorPage } from "~/platform/copy/shell";
import { PageNotice } from "~/ui/page/page-notice";
import { Icon } from "~/ui/icon";

// Only a page with a notice (or staff's preview) loads the banner's code.
const NoticeBanner = lazyOnDemand(() => import("./features/site/content/notice-banner"));

// The brand font, latin subset, self-hosted. `optional`: if it is not there within ~100 ms the
// page keeps the system font rather than repainting every heading when it arrives (the repaint
// was the slowest paint on a throttled phone); the next page has it from the cache.
const fontFace = `@font-face{font-family:"Archivo Variable";font-style:normal;font-display:optional;font-weight:100 900;src:url(${fontUrl}) format("woff2-variations");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`;

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The site's content as staff published it (links, figures, notices...): read at render time, so
 * a prerendered page carries what was live when it was rendered, and the host renders it again
 * when that changes. Staff's `?preview` gets the draft.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return { content: await contentOfRequest(request) };
}

/**
 * Never again on the client: the content changes when staff publish, and a page rendered after that
 * has it; a navigation's data request leaves the root out, so a page's own failed data is its own
 * error (the gallery's "Try Again"), not the whole site's.
 */
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const notices = useNoticeSystem();
  // The staff console has its own header (app/routes/staff/layout.tsx) and no public footer.
  const console = /^\/staff(\/|$)/.test(useLocation().pathname);
  const locale = useLocale();
  const { preview, notices: contentNotices } = usePageContent();
  return (
    <html lang={locale} {...siteUrlAttribute()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b0f" />
        <Meta />
        {preview && <meta name="robots" content="noindex" />}
        <style>{fontFace}</style>
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-pill focus:bg-paper focus:px-4 focus:py-2 focus:text-ink"
        >
          {shellText[locale].skipToContent}
        </a>
        {!console && <SiteHeader />}
        <main id="main" tabIndex={-1} className={console ? "outline-none" : "pt-(--spacing-header) outline-none"}>
          {!console && (preview || contentNotices.length > 0) && (
            <Suspense fallback={null}>
              <NoticeBanner />
            </Suspense>
          )}
          {children}
        </main>
        {!console && <SiteFooter />}
        {notices.Toaster && (
          <notices.Toaster regionLabel={shellText[locale].noticesLabel} closeLabel={shellText[locale].closeNotice} onReady={toasterReady} />
        )}
        {notices.plain && <PlainNotice key={notices.plain.id} {...notices.plain} />}
        {/* Page views for the console's Insights; the console's own are not counted. */}
        {!console && <InsightsBeacon nonce={nonce} />}
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
      </body>
    </html>
  );
}

/**
 * A notice that came while the toasts' code could not be downloaded: in the toasts' corner, with
 * the same words and a way to close it, made of what the page already has.
 */
function PlainNotice({ tone, notice }: Required<NoticeSystem>["plain"]) {
  const text = shellText[useLocale()];
  return (
    <section aria-label={text.noticesLabel} className="fixed right-4 bottom-4 z-50 w-[min(22rem,calc(100vw-2rem))]">
      <PageNotice tone={tone} notice={notice} className="relative pr-12">
        <button
          type="button"
          onClick={dismissPlainNotice}
          aria-label={text.closeNotice}
          className="absolute top-2 right-2 grid size-9 place-items-center rounded-pill hover:bg-paper/10"
        >
          <Icon name="X" className="size-4" />
        </button>
      </PageNotice>
    </section>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const text = errorPage[useLocale()];
  const pathIn = useLocalePath();
  let heading = text.heading;
  let message = text.message;
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    heading = error.status === 404 ? text.notFoundHeading : `Error ${error.status}`;
    if (error.status !== 404 && import.meta.env.DEV) message = error.statusText || message;
  } else if (import.meta.env.DEV && error instanceof Error) {
    message = error.message;
    stack = error.stack;
  }
  return (
    <section className="container-site grid min-h-[60vh] content-center justify-items-start gap-6 py-section">
      <h1 className="text-hero uppercase">{heading}</h1>
      <p className="max-w-prose text-lg text-muted">{message}</p>
      {stack && (
        <pre className="max-w-full overflow-x-auto rounded-card bg-ink-2 p-4 text-sm">
          <code>{stack}</code>
        </pre>
      )}
      <Button asChild variant="paper">
        <Link to={pathIn("/")}>{text.home}</Link>
      </Button>
    </section>
  );
}

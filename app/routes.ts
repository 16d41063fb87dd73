import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { SPANISH_ROUTE_ID_PREFIX } from "./platform/locale";
import { type PageEntry, pages } from "./pages";

/** The feeds' addresses, as calendar-feed.server.ts's feedPath gives them (tests/http/calendar.test.ts reads each). */
const calendarFeedPaths = ["events.ics", "sport/events.ics", "art/events.ics"];

// The route table. The few addresses the host answers itself (likes, votes, sign-ups, the live
// feed, images, health) are in app/host-routes.ts: between the two, every URL of the site.

/**
 * Every page a visitor reads, at its English path, from the page registry (app/pages.ts). One
 * route module serves every sub-page of a track; each path is registered on its own, so an unknown
 * path under a track is the not-found page, not an empty template.
 */
const publicRoutes = pages.map((entry) =>
  entry.path === "/" ? index(entry.module) : route(entry.path.slice(1), entry.module, "id" in entry ? { id: entry.id } : {}),
) satisfies RouteConfig;

/**
 * The same pages in Spanish under /es, served by the same modules (they read the language from
 * the address: app/platform/locale.ts), or by the page's Spanish module where it has one (ADR
 * 0037). Ids are the English ones after "es/".
 */
const spanishRoutes = publicRoutes.map((entry, i) => ({
  ...entry,
  file: (pages[i] as PageEntry).spanishModule ?? entry.file,
  id: `${SPANISH_ROUTE_ID_PREFIX}${entry.id ?? entry.file.replace(/\.tsx?$/, "")}`,
  path: entry.index ? "es" : `es/${entry.path}`,
  index: undefined,
}));

export default [
  ...publicRoutes,
  ...spanishRoutes,
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("api/gallery", "routes/resources/gallery.ts"),
  // Events in families' calendars (app/features/events/calendar-feed.server.ts): each event's .ics
  // and the feeds to subscribe to (all events, each programme's), in both languages.
  ...["", "es/"].flatMap((spanish) => [
    route(`${spanish}events/:file`, "routes/resources/event-ics.ts", { id: `${spanish}event-ics` }),
    ...calendarFeedPaths.map((path) => route(`${spanish}${path}`, "routes/resources/events-feed.ts", { id: `${spanish}feed:${path}` })),
  ]),
  // The staff console: server-rendered, never prerendered; everything in the layout is signed-in only.
  ...prefix("staff", [
    route("login", "routes/staff/login.tsx"),
    route("forgot", "routes/staff/forgot.tsx"),
    route("setup/:token", "routes/staff/setup.tsx"),
    layout("routes/staff/layout.tsx", [
      index("routes/staff/home.tsx"),
      route("logout", "routes/staff/logout.tsx"),
      route("password", "routes/staff/password.tsx"),
      route("email", "routes/staff/email.tsx"),
      route("accounts", "routes/staff/accounts.tsx"),
      route("audit", "routes/staff/audit.tsx"),
      route("content", "routes/staff/content.tsx"),
      route("content/preview", "routes/staff/content-preview.ts"),
      route("content/pages", "routes/staff/content-pages.tsx"),
      route("gallery", "routes/staff/gallery.tsx"),
      route("gallery/new", "routes/staff/gallery-new.tsx"),
      route("gallery/:id", "routes/staff/gallery-item.tsx"),
      route("api/gallery/upload", "routes/staff/api/gallery-upload.ts"),
      route("leads", "routes/staff/leads.tsx"),
      route("leads/:id", "routes/staff/lead.tsx"),
      route("api/leads.csv", "routes/staff/api/leads-csv.ts"),
      route("insights", "routes/staff/insights.tsx"),
      route("api/insights.csv", "routes/staff/api/insights-csv.ts"),
      route("events", "routes/staff/events.tsx"),
      route("events/new", "routes/staff/event-form.tsx", { id: "staff-event-new" }),
      route("events/:id", "routes/staff/event-form.tsx", { id: "staff-event-edit" }),
      route("events/:id/delete", "routes/staff/event-delete.tsx"),
      route("weekly-drop", "routes/staff/weekly-drop.tsx"),
      route("weekly-drop/entries", "routes/staff/weekly-drop-entries.tsx"),
      route("weekly-drop/entries/:id", "routes/staff/weekly-drop-entry.tsx"),
      route("weekly-drop/winners/new", "routes/staff/weekly-drop-winner.tsx", { id: "staff-weekly-drop-winner-new" }),
      route("weekly-drop/winners/:id", "routes/staff/weekly-drop-winner.tsx", { id: "staff-weekly-drop-winner-edit" }),
      route("weekly-drop/results", "routes/staff/weekly-drop-results.tsx"),
      route("weekly-drop/results/:week", "routes/staff/weekly-drop-result.tsx"),
      route("*", "routes/staff/not-found.tsx", { id: "staff-not-found" }),
    ]),
  ]),
  route("es/*", "routes/not-found.tsx", { id: `${SPANISH_ROUTE_ID_PREFIX}not-found` }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

// /art/weekly-prize in English. /es/art/weekly-prize is app/routes/es/art-weekly-prize.tsx: the same page
// (app/features/weekly-drop/components/weekly-drop-page.tsx) with the Spanish words (ADR 0037).
import type { Route } from "./+types/art-weekly-prize";
import { WeeklyDropPage } from "~/features/weekly-drop/components/weekly-drop-page";
import type { WeeklyDropCopy } from "~/features/weekly-drop/components/weekly-drop-copy";
import { weeklyDropPageData } from "~/features/weekly-drop/weekly-drop-page.server";
import { pageTextsOfRequest } from "~/features/site/content/page-content.server";
import { weeklyDropPage, winnerByline } from "~/features/weekly-drop/copy/weekly-drop.en";
import { weeklyDropMeta } from "~/features/weekly-drop/copy/weekly-drop-meta.en";
import { weeklyDropVoting, voteNotices } from "~/features/weekly-drop/copy/voting.en";
import { pageMeta } from "~/ui/page/page-meta";
import { inEnglish } from "~/platform/locale";

const copy: WeeklyDropCopy = inEnglish({
  page: weeklyDropPage,
  winnerByline,
  voting: weeklyDropVoting,
  voteNotices,
});

// The dated words the loader writes (the banner, the results) follow staff's texts (Page texts) too.
export const loader = async ({ request }: Route.LoaderArgs) =>
  weeklyDropPageData(request, await pageTextsOfRequest(request, "weekly-drop/page", copy.page));

// Dated, and private once it shows a visitor their own vote (votingSectionFor).
export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta: Route.MetaFunction = () => pageMeta("/art/weekly-prize", "en", weeklyDropMeta);

export default function WeeklyDrop({ loaderData }: Route.ComponentProps) {
  return <WeeklyDropPage loaderData={loaderData} copy={copy} />;
}

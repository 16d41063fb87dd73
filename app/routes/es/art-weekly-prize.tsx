// /es/art/weekly-prize: the Weekly Drop in Spanish (app/routes/art-weekly-prize.tsx is the English; ADR 0037).
import type { Route } from "./+types/art-weekly-prize";
import { WeeklyDropPage } from "~/features/weekly-drop/components/weekly-drop-page";
import type { WeeklyDropCopy } from "~/features/weekly-drop/components/weekly-drop-copy";
import { weeklyDropPageData } from "~/features/weekly-drop/weekly-drop-page.server";
import { pageTextsOfRequest } from "~/features/site/content/page-content.server";
import { weeklyDropPage, winnerByline } from "~/features/weekly-drop/copy/weekly-drop.es";
import { weeklyDropMeta } from "~/features/weekly-drop/copy/weekly-drop-meta.es";
import { weeklyDropVoting, voteNotices, voteRefusals } from "~/features/weekly-drop/copy/voting.es";
import { pageMeta } from "~/ui/page/page-meta";

const copy: WeeklyDropCopy = {
  page: weeklyDropPage,
  winnerByline,
  voting: weeklyDropVoting,
  voteNotices,
  voteRefusals,
};

// The dated words the loader writes (the banner, the results) follow staff's texts (Page texts) too.
export const loader = async ({ request }: Route.LoaderArgs) =>
  weeklyDropPageData(request, await pageTextsOfRequest(request, "weekly-drop/page", copy.page));

// Dated, and private once it shows a visitor their own vote (votingSectionFor).
export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta: Route.MetaFunction = () => pageMeta("/art/weekly-prize", "es", weeklyDropMeta);

export default function WeeklyDrop({ loaderData }: Route.ComponentProps) {
  return <WeeklyDropPage loaderData={loaderData} copy={copy} />;
}

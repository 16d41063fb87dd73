// What /art/weekly-prize and /es/art/weekly-prize show, read per request: this week's prize and
// the recent winners as the console left them, the week's results and ballot, the countdown, and
// what the banner for the newest winner says in the page's language, its days written out. Both route modules load it (ADR 0037).
import { data } from "react-router";
import { localeOf, type Locale } from "~/platform/locale";
import { getDb } from "~/platform/db.server";
import { pageNow } from "~/platform/page-clock.server";
import { votingSectionFor } from "~/features/weekly-drop/vote.server";
import { resultsViewAt } from "~/features/weekly-drop/results.server";
import { countdownAt, countdownDeadline, latestWinnerAnnouncementDay } from "~/features/weekly-drop/cycle";
import { cachedWeeklyDrop } from "~/features/weekly-drop/prize-and-winners.server";
import type { WeeklyDropWinner, PrizeItem } from "~/features/weekly-drop/console-forms";
import { winnerByline } from "~/features/weekly-drop/copy/weekly-drop";
import type { Winner, weeklyDropPage } from "~/features/weekly-drop/copy/weekly-drop.en";
import type { Translation } from "~/platform/translation";
import { fillTemplate } from "~/platform/fill-template";
import type { CalendarDate } from "~/platform/copy-types";
import type { PublicRankedEntry, PublicWeekResults } from "~/features/weekly-drop/results";
import { prizeIcons } from "~/features/weekly-drop/prize-icons";
import { dayText } from "~/platform/copy/calendar";
import { artworkAltIn, artworkFallbackAltIn } from "~/features/weekly-drop/artwork-alt.server";

/** The page's words in its language, staff's texts in place (Page texts): its route module reads them. */
export type WeeklyDropWords = Translation<typeof weeklyDropPage>;

/**
 * The banner says "last week's" only on the days it still is. The prize items come with the icon
 * each is drawn with, and the winners with their day in the page's words: the page is rendered per
 * request, so its scripts need neither the icon table nor the calendar's words (issue 33). The
 * dated and counted words (the banner, the results' intro and votes) are filled in here, from
 * `words`, so the page's scripts need no templates either.
 */
export async function weeklyDropPageData(request: Request, words: WeeklyDropWords) {
  const now = pageNow();
  const locale = localeOf(new URL(request.url).pathname);
  // First: at Monday noon this settles the week, so the banner and Recent Winners below show its winner.
  const results = await resultsViewAt(getDb(), now);
  const [stored, voting] = await Promise.all([cachedWeeklyDrop(getDb()), votingSectionFor(request)]);
  const { prize, winners } = inLanguage(stored, locale);
  const latest = winners.reduce<Winner | undefined>((newest, w) => (!newest || w.announced > newest.announced ? w : newest), undefined);
  const day = (date: CalendarDate) => dayText[locale](date, "short");
  // Inside a Spanish sentence a date reads in full ("el 16 de noviembre de 2026"), not abbreviated.
  const dayInSentence = (date: CalendarDate) => dayText[locale](date, locale === "es" ? "long" : "short");
  const banner =
    latest &&
    fillTemplate(latest.announced === latestWinnerAnnouncementDay(now) ? words.winnerBanner.lastWeek : words.winnerBanner.earlier, {
      title: latest.artworkTitle,
      byline: winnerByline[locale](latest),
      day: dayInSentence(latest.announced),
    });
  const kind = countdownAt(now);
  const countdown = { kind, ...countdownDeadline(kind, now, locale) };
  const shownPrize = prize.map(({ title, description, icon }) => ({ title, description, icon: prizeIcons[icon] }));
  const altOf = artworkAltIn(locale);
  const shownWinners = winners.map((winner) => ({
    ...winner,
    announcedText: day(winner.announced),
    alt: altOf(winner.artworkTitle, winner),
  }));
  const shownResults =
    results?.kind === "results"
      ? {
          kind: results.kind,
          results: countedResults(results.results, words.results.votes),
          intro: fillTemplate(words.results.intro, { day: dayInSentence(results.results.week) }),
          winnerAlt: resultsWinnerAlt(results.results.winner, altOf),
        }
      : results;
  const artworkFallbackAlt = artworkFallbackAltIn(locale);
  return data(
    { prize: shownPrize, winners: shownWinners, banner, results: shownResults, countdown, voting: voting.section, artworkFallbackAlt },
    { headers: voting.headers },
  );
}

/** The week's winner and ranked entries, each with its votes in the page's words ("12 votes"). */
function countedResults({ winner, ranked }: PublicWeekResults, votes: WeeklyDropWords["results"]["votes"]) {
  const counted = (entry: PublicRankedEntry) => ({
    ...entry,
    votesText: fillTemplate(entry.votes === 1 ? votes.one : votes.other, { count: entry.votes }),
  });
  return { winner: winner && counted(winner), ranked: ranked.map(counted) };
}

/** The week's winning piece described, if it had one. */
function resultsWinnerAlt(winner: PublicRankedEntry | null, altOf: ReturnType<typeof artworkAltIn>): string | null {
  return winner && altOf(winner.title, winner);
}

/** The prize's cards and the winners' titles in the page's language: the Spanish staff wrote, else the English. */
function inLanguage({ prize, winners }: { prize: PrizeItem[]; winners: WeeklyDropWinner[] }, locale: Locale) {
  if (locale === "en") return { prize, winners };
  return {
    prize: prize.map((item) => ({ ...item, title: item.titleEs ?? item.title, description: item.descriptionEs ?? item.description })),
    winners: winners.map((winner) => ({ ...winner, artworkTitle: winner.artworkTitleEs ?? winner.artworkTitle })),
  };
}

// What a visit's source, medium and campaign are counted under (issue 42). They come from the
// address a visitor followed and the site that sent them: text anybody can write, kept 25 months
// and exported. So a value is kept by its name only when it looks like a campaign's token or is a
// known site, never text that could name or reach a person (an email, a phone number, a name with
// capitals or spaces); anything else counts as OTHER_VALUE. Each such dimension also keeps at most
// DISTINCT_VALUES_PER_DAY names a day (counting.server.ts), so the counts cannot grow without end.
import { OTHER_VALUE } from "./insights";

/** Names one open dimension (source, medium, campaign, sign-ups by source) keeps per New York day; later new ones count as OTHER_VALUE. */
export const DISTINCT_VALUES_PER_DAY = 100;

// A campaign token as links carry one: lower-case letters, digits, ".", "-" and "_", at most 40.
const TOKEN = /^[a-z0-9][a-z0-9._-]{0,39}$/;
// Seven digits make a local phone number; "fall-2026" or "wk48-2026" stay below.
const PHONE_DIGITS = /(?:\d\D*){7}/;

/** A utm_* value as counted: itself when it is a campaign token, "" when there is none, OTHER_VALUE otherwise. */
export function campaignValue(value: string | undefined): string {
  if (!value) return "";
  return TOKEN.test(value) && !PHONE_DIGITS.test(value) ? value : OTHER_VALUE;
}

// Sites that send visitors and name no one: search engines, social networks, video, mail and
// messaging, link pages. A subdomain counts as its site ("l.instagram.com" is "instagram.com").
const KNOWN_SITES = [
  "google.com",
  "bing.com",
  "duckduckgo.com",
  "yahoo.com",
  "ecosia.org",
  "search.brave.com",
  "chatgpt.com",
  "perplexity.ai",
  "instagram.com",
  "facebook.com",
  "messenger.com",
  "whatsapp.com",
  "threads.net",
  "x.com",
  "twitter.com",
  "t.co",
  "bsky.app",
  "tiktok.com",
  "snapchat.com",
  "youtube.com",
  "linkedin.com",
  "lnkd.in",
  "pinterest.com",
  "reddit.com",
  "discord.com",
  "t.me",
  "nextdoor.com",
  "eventbrite.com",
  "linktr.ee",
  "mail.google.com",
  "outlook.live.com",
  "mail.yahoo.com",
  "wikipedia.org",
];
// Google's search in other countries (google.es, google.com.mx, google.co.uk) is Google's.
const GOOGLE_ELSEWHERE = /(?:^|\.)google\.(?:[a-z]{2}|com?\.[a-z]{2})$/;

/** A referrer's host as counted: its known site, OTHER_VALUE for any other. */
export function referrerValue(host: string): string {
  if (GOOGLE_ELSEWHERE.test(host)) return "google.com";
  const sites = KNOWN_SITES.filter((site) => host === site || host.endsWith(`.${site}`));
  // The longest match: "mail.google.com" rather than "google.com".
  return sites.sort((a, b) => b.length - a.length)[0] ?? OTHER_VALUE;
}

/** Where a visit came from, as sent: its utm_source (`s`) and the referrer's host (`r`, lower case, without "www."). */
export type VisitSource = { s?: string; r?: string };

/** A visit's source as counted: its utm_source, else the site that sent it (not this one), else "" (direct). */
export function sourceValue({ s, r }: VisitSource, siteHost: string | undefined): string {
  if (s) return campaignValue(s);
  if (!r || r === siteHost?.toLowerCase().replace(/^www\./, "")) return "";
  return referrerValue(r);
}

// npm run weekly-drop:stuffing: how far one person gets stuffing one Weekly Drop entry against the real
// server (npm start's build) with the default limits (ADR 0024). A throwaway SQLite database gets a
// voting week of approved entries (the page clock pinned to its Saturday), then one entry is
// stuffed three ways:
//   (a) from one address, with no cookies (every vote a new visitor);
//   (b) from one address, keeping every visitor cookie it is given and voting again with each;
//   (c) from a few addresses (loopback 127.0.72.x: all of 127.0.0.0/8 is this machine), no cookies.
// The stuffer is patient: refused for the address's rate (60 a minute), it waits the Retry-After
// and goes on, so what stops it is the cost of identities and the entry's daily caps (a few
// minutes in all). Per case: requests, votes counted (from the database), and what the rest were
// refused with.
// Options (env): STUFFING_ATTEMPTS per address (100), STUFFING_ADDRESSES for (c) (5), WYP_BUILD_DIR (build).
import { connect } from "../db/connect";
import { launchApp } from "../tests/support/app-process";
import { seedEntries, VOTING_SATURDAY, visitorCookieOf, voteFrom, votesPerEntry } from "../tests/support/weekly-drop-votes";
import type { Reply } from "../tests/support/gallery";

const attempts = Number(process.env.STUFFING_ATTEMPTS ?? 100);
const addresses = Number(process.env.STUFFING_ADDRESSES ?? 5);

const app = await launchApp({
  env: { PAGES_AS_OF: VOTING_SATURDAY, SEED_DEMO: "false", LOG_LEVEL: "warn" },
  label: "weekly-drop-stuffing",
});
const db = connect({ dataDir: app.dataDir, maxConnections: 1 });

/** A refusal as the endpoint words it, shortened to its cause. */
function outcomeOf(reply: Reply): string {
  if (reply.status === 200) return "counted";
  const error = String((JSON.parse(reply.body || "{}") as { error?: string }).error);
  const cause = /votes from your network today/.test(error)
    ? "entry's daily cap for the address"
    : /new visitors/.test(error)
      ? "no new identity for the address"
      : /Too many votes/.test(error)
        ? "address's rate"
        : error;
  return `${reply.status} (${cause})`;
}

async function stuffingCase(label: string, target: string, send: () => Promise<Reply[]>) {
  const before = (await votesPerEntry(db)).get(target) ?? 0;
  const replies = await send();
  const counted = ((await votesPerEntry(db)).get(target) ?? 0) - before;
  const tally = new Map<string, number>();
  for (const reply of replies) {
    const outcome = outcomeOf(reply);
    if (outcome !== "counted") tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
  }
  const refused = [...tally].map(([outcome, n]) => `${n} × ${outcome}`).join(", ") || "none";
  console.log(`${label}\n  requests ${replies.length}, votes counted ${counted}; refused: ${refused}`);
}

/** One vote; refused for the address's rate, it waits the Retry-After and sends it again. */
async function patientVote(address: string, target: string, replies: Reply[], cookie?: string): Promise<Reply> {
  for (;;) {
    const reply = await voteFrom(address, app.baseUrl, target, cookie);
    replies.push(reply);
    if (outcomeOf(reply) !== "429 (address's rate)") return reply;
    await new Promise((resolve) => setTimeout(resolve, Number(reply.headers["retry-after"] ?? 1) * 1000));
  }
}

/** `count` cookieless votes from one address, one after another; the cookies they were given. */
async function cookieless(address: string, target: string, count: number, replies: Reply[]) {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const cookie = visitorCookieOf(await patientVote(address, target, replies));
    if (cookie) cookies.push(cookie);
  }
  return cookies;
}

try {
  // Each case stuffs an entry of its own, so one case's caps say nothing about the next.
  const [a, b, c] = await seedEntries(db, [
    { title: "Stuffed Alone", status: "approved" },
    { title: "Stuffed With Cookies", status: "approved" },
    { title: "Stuffed From Many", status: "approved" },
  ]);
  console.log(`weekly-drop:stuffing: default limits, voting open (PAGES_AS_OF=${VOTING_SATURDAY}), ${attempts} attempts per address`);

  await stuffingCase("(a) one address, no cookies", a.id, async () => {
    const replies: Reply[] = [];
    await cookieless("127.0.70.1", a.id, attempts, replies);
    return replies;
  });

  await stuffingCase("(b) one address, keeping every cookie it was given and voting again with each", b.id, async () => {
    const replies: Reply[] = [];
    const cookies = await cookieless("127.0.71.1", b.id, attempts, replies);
    for (const cookie of cookies) await patientVote("127.0.71.1", b.id, replies, cookie);
    return replies;
  });

  await stuffingCase(`(c) ${addresses} addresses, no cookies`, c.id, async () => {
    const replies: Reply[] = [];
    // Side by side, as separate machines would.
    await Promise.all(Array.from({ length: addresses }, (_, n) => cookieless(`127.0.72.${n + 1}`, c.id, attempts, replies)));
    return replies;
  });
} finally {
  await db.destroy();
  await app.destroy();
}
process.exit(0);

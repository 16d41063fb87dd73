/**
 * Three instances behind nginx (the recipe's site file) on one PostgreSQL: what docs/operations/running-at-scale.md
 * promises for several instances, checked end to end. Each check prints its figures ("[cluster] ...").
 * The checks share one cluster and run in order; a later one may kill and restart an instance.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connect } from "../../db/connect";
import { migrations } from "../../db/migrations";
import { demoArtworks } from "~/features/gallery/demo-gallery.server";
import { GALLERY_PAGE_SIZE } from "../../app/features/gallery/gallery";
import { TEST_BUILD_DIR } from "../support/environment";
import { countLogged, createInstances, openStream, send, signUp, startNginx, startWebhook, type Stream, until } from "./support";
import { photoWithGps } from "../support/photos";
import { addStaff, STAFF_PASSWORD } from "../support/staff";
import { testWebhookSecret } from "../support/webhook-receiver";

const FORMS_PER_MINUTE = 10;
const STREAMS_PER_ADDRESS = 4;
const log = (line: string) => console.log(`[cluster] ${line}`);

let cluster: Awaited<ReturnType<typeof createInstances>>;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let webhook: Awaited<ReturnType<typeof startWebhook>>;
let database: pg.Client;
let started = 0;

beforeAll(async () => {
  // Slow enough that deliveries are in flight when an instance is killed.
  webhook = await startWebhook(100);
  cluster = await createInstances(3, {
    LEAD_WEBHOOK_URL: webhook.url,
    LEAD_WEBHOOK_SECRET: testWebhookSecret,
    LEAD_DELIVERY_POLL_MS: "200",
    RATE_LIMIT_FORMS: String(FORMS_PER_MINUTE),
    STREAMS_PER_ADDRESS: String(STREAMS_PER_ADDRESS),
  });
  const began = performance.now();
  // All three at once against the empty database.
  await Promise.all(cluster.instances.map((instance) => instance.start()));
  started = performance.now() - began;
  nginx = await startNginx(cluster.ports);
  database = new pg.Client({ connectionString: cluster.databaseUrl });
  await database.connect();
});

afterAll(async () => {
  await database?.end();
  await nginx?.stop();
  await cluster?.destroy();
  await webhook?.close();
});

const items = async () => (await database.query<{ id: string; likes: number }>("select id, likes from gallery_items order by id")).rows;
let address = 0;
/** A loopback address of its own for each simulated visitor (127.2.x.y). */
const nextAddress = () => {
  address += 1;
  return `127.2.${address >> 8}.${address & 255}`;
};

describe("three instances behind nginx on PostgreSQL", () => {
  test("instances starting together migrate and seed the empty database once", async () => {
    const migrated = countLogged(cluster.instances, "database migrated");
    const seeded = countLogged(cluster.instances, "demo gallery seeded");
    log(`start: 3 instances healthy in ${Math.round(started)} ms; migrated by ${migrated}, seeded by ${seeded}`);
    expect(migrated.reduce((a, b) => a + b)).toBe(1);
    expect(seeded.reduce((a, b) => a + b)).toBe(1);
    const { rows } = await database.query<{ n: number }>("select count(*)::int as n from kysely_migration");
    expect(rows[0]!.n).toBe(Object.keys(migrations).length);
    expect((await items()).length).toBe(demoArtworks.length);
  });

  test("nginx answers over TLS, serves the build's precompressed assets itself, and gives the app the client's address", async () => {
    const asset = fs.readdirSync(path.join(TEST_BUILD_DIR, "client/assets")).find((name) => name.endsWith(".js"))!;
    const reply = await send(nginx.url, `/assets/${asset}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(reply.status).toBe(200);
    expect(reply.headers["content-encoding"]).toBe("gzip");
    expect(reply.body.equals(fs.readFileSync(path.join(TEST_BUILD_DIR, "client/assets", `${asset}.gz`)))).toBe(true);
    expect(reply.headers["cache-control"]).toContain("immutable");
    const plain = await send(nginx.httpUrl, "/art");
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toMatch(/^https:/);
  });

  test("a like sent through one instance reaches an event stream held open on another", async () => {
    const [first, second] = cluster.instances;
    const stream = await openStream(second!.url);
    try {
      expect(stream.status).toBe(200);
      const [item] = await items();
      const sentAt = performance.now();
      const like = await send(first!.url, `/api/gallery/${item!.id}/like`, {
        method: "POST",
        headers: { Accept: "application/json" },
        from: nextAddress(),
      });
      expect(like.status).toBe(200);
      await until("the like on the other instance's stream", () =>
        stream.events.some((event) => event.type === "update" && event.item?.id === item!.id),
      );
      const heard = stream.events.find((event) => event.type === "update")!;
      log(`live: a like through instance 1 heard on instance 2's stream ${Math.round(heard.at - sentAt)} ms after it was sent`);
      expect(heard.item!.likes).toBe(item!.likes + 1);
    } finally {
      stream.close();
    }
  });

  test("a staff session started on one instance works on the others, and signing out on one ends it everywhere", async () => {
    const db = connect({ databaseUrl: cluster.databaseUrl, dataDir: "" });
    try {
      await addStaff(db, { email: "cluster-editor@example.org", role: "editor" });
    } finally {
      await db.destroy();
    }
    const [first, second, third] = cluster.instances;
    const began = performance.now();
    const signedIn = await send(first!.url, "/staff/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "cluster-editor@example.org", password: STAFF_PASSWORD }).toString(),
    });
    expect(signedIn.status).toBe(303);
    const cookie = String(signedIn.headers["set-cookie"]?.[0]).split(";")[0]!;
    const consoleThrough = async (url: string) => (await send(url, "/staff", { headers: { Cookie: cookie } })).status;
    expect(await Promise.all([second!.url, third!.url, nginx.url].map(consoleThrough))).toEqual([200, 200, 200]);
    const out = await send(third!.url, "/staff/logout", { method: "POST", headers: { Cookie: cookie } });
    expect(out.status).toBe(303);
    expect(await Promise.all([first!.url, second!.url, nginx.url].map(consoleThrough))).toEqual([302, 302, 302]);
    log(
      `staff: signed in on instance 1, the session worked on 2, 3 and through nginx, and signing out on 3 ended it on all, in ${Math.round(performance.now() - began)} ms`,
    );
  });

  test("nginx passes a contest entry's phone photo and a staff upload to the app (its body limits match the app's)", async () => {
    // A phone photo's worth: far over the 128 kB the recipe once allowed every request.
    const photo = await photoWithGps({ width: 2400, height: 1800, grainy: true });
    expect(photo.length).toBeGreaterThan(1_500_000);
    const multipart = async (fields: Record<string, string>, filename: string) => {
      const form = new FormData();
      form.set("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), filename);
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      const request = new Request("http://multipart.invalid/", { method: "POST", body: form });
      return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type")! };
    };

    const entry = await multipart(
      {
        title: "Through the Proxy",
        description: "Ink on paper, sent through the balancer.",
        firstName: "Maya",
        lastInitial: "R",
        age: "16",
        borough: "Bronx",
        email: "proxy.entrant@example.org",
        guardianName: "Rosa R",
        guardianContact: "718-555-0100",
        ownWork: "on",
        publicDisplay: "on",
      },
      "IMG_2001.jpg",
    );
    const entered = await send(nginx.url, "/art/weekly-prize/submit", {
      method: "POST",
      headers: { "Content-Type": entry.type },
      body: entry.body,
    });
    expect(entered.status, [...entered.body.toString().matchAll(/text-danger">([^<]*)/g)].map((m) => m[1]).join(" / ")).toBe(303);
    expect(String(entered.headers.location)).toMatch(/\/art\/weekly-prize\/submit\?entered=/);

    const db = connect({ databaseUrl: cluster.databaseUrl, dataDir: "" });
    try {
      await addStaff(db, { email: "cluster-uploader@example.org", role: "editor" });
    } finally {
      await db.destroy();
    }
    const signedIn = await send(nginx.url, "/staff/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "cluster-uploader@example.org", password: STAFF_PASSWORD }).toString(),
    });
    expect(signedIn.status).toBe(303);
    const cookie = String(signedIn.headers["set-cookie"]?.[0]).split(";")[0]!;
    const upload = await multipart({ title: "Proxy Upload", artist: "Nia W.", ageGroup: "16-19", description: "" }, "photo.jpg");
    const uploaded = await send(nginx.url, "/staff/api/gallery/upload", {
      method: "POST",
      headers: { "Content-Type": upload.type, Accept: "application/json", Cookie: cookie },
      body: upload.body,
    });
    expect(uploaded.status, uploaded.body.toString().slice(0, 300)).toBe(200);
    log(`nginx: a ${(photo.length / 1e6).toFixed(1)} MB photo reached the app as a contest entry and as a staff upload`);
  });

  test("a visitor's allowance is the same through three instances as through one", async () => {
    const tries = FORMS_PER_MINUTE * 3;
    const through = async (baseUrl: string) => {
      const from = nextAddress();
      const replies = [];
      for (let n = 0; n < tries; n += 1) replies.push(await signUp(baseUrl, `allowance-${from}-${n}@example.org`, from));
      return replies.filter((reply) => reply.status === 200).length;
    };
    const one = await through(cluster.instances[0]!.url);
    const three = await through(nginx.url);
    log(`limits: ${tries} sign-ups from one address: ${one} accepted by one instance, ${three} through nginx and three instances`);
    expect(one).toBe(FORMS_PER_MINUTE);
    expect(three).toBe(FORMS_PER_MINUTE);

    const [, item] = await items();
    const before = item!.likes;
    const from = nextAddress();
    const likes = [];
    for (let n = 0; n < 8; n += 1)
      likes.push(await send(nginx.url, `/api/gallery/${item!.id}/like`, { method: "POST", headers: { Accept: "application/json" }, from }));
    const after = (await items()).find((row) => row.id === item!.id)!.likes;
    log(`likes: 8 cookieless likes on one artwork from one address through nginx raised it by ${after - before}`);
    expect(after - before).toBe(3); // ITEM_LIKES_NEW_VISITORS_PER_DAY, counted across instances

    const streamsFrom = nextAddress();
    const streams: Stream[] = [];
    try {
      for (let n = 0; n < STREAMS_PER_ADDRESS + 2; n += 1) streams.push(await openStream(nginx.url, streamsFrom));
      const refused = streams.filter((stream) => stream.status === 429).length;
      log(`streams: ${streams.length} streams from one address through nginx: ${streams.length - refused} open, ${refused} refused 429`);
      expect(refused).toBe(2);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  test("400 sign-ups through the balancer reach the webhook exactly once each", async () => {
    const already = webhook.received.length;
    const began = performance.now();
    const replies = await Promise.all(Array.from({ length: 400 }, (_, n) => signUp(nginx.url, `burst-${n}@example.org`, nextAddress())));
    const answered = performance.now() - began;
    expect(replies.filter((reply) => reply.status === 200).length).toBe(400);
    await until("400 deliveries", () => webhook.received.length - already >= 400, 60_000);
    await until("an empty outbox", async () => {
      const { rows } = await database.query<{ n: number }>("select count(*)::int as n from webhook_deliveries where status <> 'delivered'");
      return rows[0]!.n === 0;
    });
    const burst = webhook.received.slice(already);
    const keys = new Map<string, number>();
    for (const { key } of burst) keys.set(key, (keys.get(key) ?? 0) + 1);
    log(
      `leads: 400 sign-ups answered in ${Math.round(answered)} ms; ${keys.size} distinct Idempotency-Keys delivered, ${burst.length} deliveries in all`,
    );
    expect(keys.size).toBe(400);
    expect(burst.length).toBe(400);
  });

  test("kill -9 of one instance in a burst loses no answered lead; the others deliver its pending rows", async () => {
    const victim = cluster.instances[2]!;
    const answered: string[] = [];
    let killedAt = 0;
    const burst = Array.from({ length: 200 }, async (_, n) => {
      const email = `kill-${n}@example.org`;
      const reply = await signUp(nginx.url, email, nextAddress()).catch(() => undefined);
      if (reply?.status === 200) answered.push(email);
      if (answered.length === 60 && !killedAt) {
        killedAt = performance.now();
        await victim.kill("SIGKILL");
      }
      return reply?.status ?? 0;
    });
    const statuses = await Promise.all(burst);
    // Live instances finish their own claims within a second (the webhook answers in 100 ms);
    // a claim still held after 3 s is the killed instance's, waiting for its lease to end.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const leased = await database.query<{ n: number }>(
      "select count(*)::int as n from webhook_deliveries where status = 'pending' and locked_until > now()",
    );
    const delivered = () => new Set(webhook.received.map((hook) => hook.email));
    // The killed instance's claimed rows wait for their lease (60 s) to end.
    await until("every answered lead delivered", () => answered.every((email) => delivered().has(email)), 90_000);
    const answeredAfter = Math.round((performance.now() - killedAt) / 1000);
    // Its leased rows (leads stored, some never answered) go out once the 60 s lease ends.
    await until(
      "an empty outbox",
      async () => (await database.query("select 1 from webhook_deliveries where status <> 'delivered' limit 1")).rowCount === 0,
      90_000,
    );
    const stored = await database.query<{ email: string }>("select email from leads where email like 'kill-%'");
    const refused = statuses.filter((status) => status !== 200).length;
    log(
      `kill -9: ${answered.length} of 200 sign-ups answered 200 (${refused} failed with the instance); every answered one delivered ${answeredAfter} s after the kill; ` +
        `${leased.rows[0]!.n} rows still leased by the killed instance 3 s after it, the outbox empty ${Math.round((performance.now() - killedAt) / 1000)} s after it, ` +
        `all ${stored.rowCount} stored leads delivered`,
    );
    expect(answered.length).toBeGreaterThan(60);
    expect(stored.rows.every(({ email }) => delivered().has(email))).toBe(true);
    await victim.start();
  }, 150_000);

  test("stream clients of a killed instance reconnect through the balancer and hear the next change", async () => {
    const clients = 30;
    const streams = await Promise.all(Array.from({ length: clients }, () => openStream(nginx.url, nextAddress())));
    expect(streams.every((stream) => stream.status === 200)).toBe(true);
    const victim = cluster.instances[1]!;
    const ended = new Set<Stream>();
    for (const stream of streams) void stream.ended.then(() => ended.add(stream));
    await victim.kill("SIGKILL");
    // nginx ends the streams it held to the killed instance; the others stay open.
    await until("the killed instance's streams to end", () => ended.size > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const cut = streams.filter((stream) => ended.has(stream));
    const began = performance.now();
    // Each cut client does what the page does (app/features/gallery/stream.ts): a new stream through
    // nginx, then the list read again (its resync), since changes may have been missed.
    const again = await Promise.all(
      cut.map(async () => {
        const stream = await openStream(nginx.url, nextAddress());
        const list = await send(nginx.url, "/api/gallery", { headers: { Accept: "application/json" } });
        // The resync reads the list's first page (keyset-paginated, ADR 0017).
        const firstPage = Math.min(GALLERY_PAGE_SIZE, demoArtworks.length);
        return { stream, resynced: list.status === 200 && JSON.parse(String(list.body)).items.length === firstPage };
      }),
    );
    const reconnected = performance.now() - began;
    expect(again.every(({ stream, resynced }) => stream.status === 200 && resynced)).toBe(true);
    const [item] = await items();
    await send(nginx.url, `/api/gallery/${item!.id}/like`, {
      method: "POST",
      headers: { Accept: "application/json" },
      from: nextAddress(),
    });
    const live = [...streams.filter((stream) => !cut.includes(stream)), ...again.map(({ stream }) => stream)];
    await until("the like on every open stream", () =>
      live.every((stream) => stream.events.some((event) => event.type === "update" && event.item?.id === item!.id)),
    );
    log(
      `streams: ${cut.length} of ${clients} clients cut by kill -9, all reconnected and resynced in ${Math.round(reconnected)} ms; the next like reached all ${live.length}`,
    );
    expect(cut.length).toBeGreaterThan(0);
    for (const stream of live) stream.close();
    await victim.start();
  });

  test("a newer version's migration does not stop an older instance (rolling restart)", async () => {
    // What the next version might ship: additive only, per the rule in docs/operations/running-at-scale.md.
    await database.query("alter table leads add column referrer text");
    await database.query("alter table gallery_items add column medium text");
    await database.query("insert into kysely_migration (name, timestamp) values ('9999_next_version', now()::text)");
    const older = cluster.instances[0]!;
    await older.kill("SIGTERM");
    await older.start();
    expect(older.output()).toContain("database migrated by a newer version");
    const [item] = await items();
    const like = await send(older.url, `/api/gallery/${item!.id}/like`, {
      method: "POST",
      headers: { Accept: "application/json" },
      from: nextAddress(),
    });
    const lead = await signUp(older.url, "rolling@example.org", nextAddress());
    const list = await send(older.url, "/api/gallery");
    log(
      `rolling restart: the older build restarted on a newer schema and answered like ${like.status}, sign-up ${lead.status}, gallery ${list.status}`,
    );
    expect([like.status, lead.status, list.status]).toEqual([200, 200, 200]);
  });
});

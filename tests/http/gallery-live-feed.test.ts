import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../support/databases";
import { useServer } from "../support/fixtures";
import { type EventReader, galleryCli, galleryList, idFromCliOutput, likeFrom, openEvents } from "../support/gallery";

const isUpdateOf =
  (id: string, check: (item: { likes: number; title: string | null }) => boolean = () => true) =>
  (event: any) =>
    (event.type === "update" || event.type === "insert") && event.item.id === id && check(event.item);

describe.each(testDialects())("live gallery feed on %s", (dialect) => {
  const site = useServer({ dialect, env: { GALLERY_HEARTBEAT_SECONDS: "1", LOG_LEVEL: "warn" } });
  let stream: EventReader;

  beforeAll(async () => {
    stream = await openEvents(site.server.baseUrl, { "Accept-Encoding": "gzip, br" });
  });
  afterAll(() => {
    stream?.close();
  });

  it("streams uncompressed, uncached, unframed server-sent events with a heartbeat", async () => {
    expect(stream.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(stream.headers["content-encoding"]).toBeUndefined();
    // The body ends with the connection: no chunk framing around each event for 10,000 clients.
    expect(stream.headers["transfer-encoding"]).toBeUndefined();
    expect(stream.headers.connection).toBe("close");
    expect(stream.headers["cache-control"]).toContain("no-store");
    await stream.waitFor((event) => event.type === "ping", 3_000);
  });

  it("sends a like as the item's whole row with its new absolute count", async () => {
    const [item] = (await galleryList(site.server)).items;
    await likeFrom("127.0.9.1", site.server, item.id);
    const event: any = await stream.waitFor(isUpdateOf(item.id, (row) => row.likes === item.likes + 1));
    expect(event.item).toMatchObject({ id: item.id, title: item.title, artist_name: item.artist_name, age_group: item.age_group });
  });

  it("sends insert, update and delete made with the operator CLI from another process", async () => {
    const added = await galleryCli(site.server, ["add", "--title", "Live From The CLI", "--artist", "Rio V.", "--age", "13-15"]);
    expect(added.code, added.stderr).toBe(0);
    const id = idFromCliOutput(added.stdout);
    const inserted: any = await stream.waitFor((event) => event.type === "insert" && event.item.id === id);
    expect(inserted.item).toMatchObject({ title: "Live From The CLI", artist_name: "Rio V.", likes: 0 });

    expect((await galleryCli(site.server, ["update", id, "--title", "Renamed Live"])).code).toBe(0);
    await stream.waitFor(isUpdateOf(id, (row) => row.title === "Renamed Live"));

    expect((await galleryCli(site.server, ["remove", id])).code).toBe(0);
    await stream.waitFor((event) => event.type === "delete" && event.id === id);
  });

  it.runIf(dialect === "postgres")("sends changes made with plain SQL from another client", async () => {
    const client = new pg.Client({ connectionString: site.server.databaseUrl });
    await client.connect();
    try {
      await client.query(`insert into gallery_items (id, title, age_group) values ('sql-1', 'Straight From psql', '9-12')`);
      await stream.waitFor((event) => event.type === "insert" && event.item.id === "sql-1");
      await client.query(`update gallery_items set likes = 41 where id = 'sql-1'`);
      await stream.waitFor(isUpdateOf("sql-1", (row) => row.likes === 41));
      await client.query(`delete from gallery_items where id = 'sql-1'`);
      await stream.waitFor((event) => event.type === "delete" && event.id === "sql-1");
    } finally {
      await client.end();
    }
  });

  it.runIf(dialect === "postgres")("tells clients to resync when its LISTEN connection drops, and listens again", async () => {
    const admin = new pg.Client({ connectionString: site.server.databaseUrl });
    await admin.connect();
    try {
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
      );
      expect(killed.rowCount).toBe(1);
      await stream.waitFor((event) => event.type === "resync");
      // Listening again: a change made after the reconnect arrives.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await admin.query(`insert into gallery_items (id, title) values ('after-drop', 'After The Drop')`);
      await stream.waitFor((event) => event.type === "insert" && event.item.id === "after-drop", 10_000);
    } finally {
      await admin.end();
    }
  });

  it("ends open streams on SIGTERM, refuses new ones while it stops, and exits promptly", async () => {
    const extra = await openEvents(site.server.baseUrl);
    // A browser that still holds a connection to the stopping server asks for a stream on it (the
    // request is on its way when the signal comes): it must not get a stream that ends at once,
    // which the page would take for a reconnection and reload against a server going away.
    const late = net.connect(site.server.port, "127.0.0.1");
    await new Promise((resolve) => late.once("connect", resolve));
    late.write(`GET /api/gallery/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n`);
    let answer = "";
    late.on("data", (chunk) => (answer += String(chunk)));
    const answered = new Promise((resolve) => late.once("close", resolve));
    const started = Date.now();
    const stopped = site.server.stop();
    await extra.ended;
    late.write("\r\n");
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toMatch(/^Retry-After: \d+\r$/im);
    // ...and the connection closes with it, so the stop does not wait on it.
    expect(answer).toMatch(/^Connection: close\r$/im);
    expect(await stopped).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    extra.close();
  });
});

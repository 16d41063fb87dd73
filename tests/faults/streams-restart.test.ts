import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GalleryEvent } from "../../app/features/gallery/gallery";
import { startServer, type TestServer } from "../support/fixtures";
import { galleryList, likeFrom } from "../support/gallery";

const CLIENTS = 500;
const PER_ADDRESS = 50; // the default STREAMS_PER_ADDRESS: each address opens as many as it may

/** An event-stream client that reconnects after a drop, as the gallery page does, and keeps the last likes it heard per item. */
function streamClient(baseUrl: string, localAddress: string) {
  const likes = new Map<string, number>();
  let connected = false;
  let stopped = false;
  let request: http.ClientRequest | undefined;
  const connect = () => {
    if (stopped) return;
    request = http.get(
      `${baseUrl}/api/gallery/events`,
      { localAddress, agent: false, headers: { Accept: "text/event-stream" } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return retry();
        }
        connected = true;
        let buffer = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
            buffer = buffer.slice(end + 2);
            const event = data ? (JSON.parse(data) as GalleryEvent) : undefined;
            if (event?.type === "update") likes.set(event.item.id, event.item.likes);
          }
        });
        response.on("close", retry);
      },
    );
    request.on("error", retry);
  };
  const retry = () => {
    connected = false;
    if (!stopped) setTimeout(connect, 200 + Math.random() * 800);
  };
  connect();
  return {
    likes,
    isConnected: () => connected,
    stop() {
      stopped = true;
      request?.destroy();
    },
  };
}

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return true;
}

/** Resident memory of the server process, in MB. */
function serverRssMb(server: TestServer) {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid()}/status`, "utf8"))?.[1] ?? 0) / 1024;
}

describe("live gallery streams through a restart", () => {
  let server: TestServer;
  let clients: Array<ReturnType<typeof streamClient>> = [];
  beforeAll(async () => {
    server = await startServer({ env: { LOG_LEVEL: "warn" } });
  });
  afterAll(async () => {
    for (const client of clients) client.stop();
    await server?.destroy();
  });

  it(`brings all ${CLIENTS} stream clients back after a restart, and the next change reaches every one`, { timeout: 180_000 }, async () => {
    const id = (await galleryList(server)).items[0].id;
    clients = Array.from({ length: CLIENTS }, (_, i) => streamClient(server.baseUrl, `127.0.50.${Math.floor(i / PER_ADDRESS) + 1}`));
    expect(await until(() => clients.every((client) => client.isConnected()), 30_000)).toBe(true);
    const rssBefore = serverRssMb(server);

    const restartStarted = Date.now();
    await server.restart();
    const back = await until(() => clients.every((client) => client.isConnected()), 60_000);
    const reconnectMs = Date.now() - restartStarted;
    expect(back, `${clients.filter((client) => client.isConnected()).length} of ${CLIENTS} reconnected`).toBe(true);

    const liked = JSON.parse((await likeFrom("127.0.51.1", server, id)).body) as { likes: number };
    const changeSent = Date.now();
    const converged = await until(() => clients.every((client) => client.likes.get(id) === liked.likes), 20_000);
    const convergeMs = Date.now() - changeSent;
    const rssAfter = serverRssMb(server);
    console.log(
      `streams: ${CLIENTS} clients reconnected ${(reconnectMs / 1000).toFixed(1)} s after the restart began; ` +
        `the next like reached all in ${convergeMs} ms; server RSS ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after`,
    );
    expect(converged, `${clients.filter((client) => client.likes.get(id) === liked.likes).length} of ${CLIENTS} heard the like`).toBe(true);
    // Bounded: 500 open streams cost a restarted server tens of MB, not hundreds.
    expect(rssAfter).toBeLessThan(400);
    expect(server.output()).not.toMatch(/"level":50/);
  });
});

import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { GalleryHub } from "./hub.server";
import type { GalleryItem } from "./gallery";

const item = (id: string, likes: number): GalleryItem => ({
  id,
  title: "A".repeat(200),
  description: null,
  image_url: null,
  image_srcset: null,
  drop_week: null,
  artist_name: null,
  age_group: null,
  likes,
  display_order: null,
  created_at: "2025-01-01T00:00:00.000Z",
  updated_at: "2025-01-01T00:00:00.000Z",
});

/** A client as the hub sees it: a writable whose other end this test reads (or does not). */
function client(hub: GalleryHub) {
  const stream = new PassThrough({ highWaterMark: 1024 });
  hub.attach(stream);
  return stream;
}

async function readAll(stream: PassThrough) {
  let text = "";
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe("GalleryHub", () => {
  it("coalesces a burst of changes to one item into its latest version", async () => {
    const hub = new GalleryHub({ heartbeatSeconds: 20, bufferBytes: 64 * 1024 });
    const reader = client(hub);
    for (let likes = 1; likes <= 500; likes++) hub.publish({ type: "update", item: item("a", likes) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    hub.close();
    const text = await readAll(reader);
    const events = [...text.matchAll(/^data: (.*)$/gm)].map((match) => JSON.parse(match[1]));
    expect(events).toEqual([{ type: "update", item: item("a", 500) }]);
  });

  it("cuts off a client that stops reading once its buffer is full, and keeps serving the others", async () => {
    const hub = new GalleryHub({ heartbeatSeconds: 20, bufferBytes: 8 * 1024 });
    const stalled = client(hub);
    const stalledError = new Promise((resolve) => stalled.once("error", resolve));
    const reading = client(hub);
    let received = "";
    reading.on("data", (chunk) => (received += String(chunk)));
    const pump = new Promise((resolve) => reading.once("end", resolve));
    for (let round = 0; round < 40; round++) {
      hub.publish({ type: "update", item: item(`item-${round}`, round) });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(hub.size).toBe(1);
    await expect(stalledError).resolves.toMatchObject({ message: expect.stringMatching(/not reading/) });
    hub.close();
    await pump;
    expect(received).toContain('"id":"item-39"');
  });
});

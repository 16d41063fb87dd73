import { describe, expect, it } from "vitest";
import { GalleryHub } from "./gallery-hub.server";
import type { GalleryItem } from "./gallery";

const item = (id: string, likes: number): GalleryItem => ({
  id,
  title: "A".repeat(200),
  description: null,
  image_url: null,
  image_srcset: null,
  artist_name: null,
  age_group: null,
  likes,
  display_order: null,
  created_at: "2025-01-01T00:00:00.000Z",
  updated_at: "2025-01-01T00:00:00.000Z",
});

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let text = "";
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value);
  }
}

describe("GalleryHub", () => {
  it("coalesces a burst of changes to one item into its latest version", async () => {
    const hub = new GalleryHub({ heartbeatSeconds: 20, bufferBytes: 64 * 1024 });
    const reader = hub.open(new AbortController().signal).getReader();
    for (let likes = 1; likes <= 500; likes++) hub.publish({ type: "update", item: item("a", likes) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    hub.close();
    const text = await readAll(reader);
    const events = [...text.matchAll(/^data: (.*)$/gm)].map((match) => JSON.parse(match[1]));
    expect(events).toEqual([{ type: "update", item: item("a", 500) }]);
  });

  it("cuts off a client that stops reading once its buffer is full, and keeps serving the others", async () => {
    const hub = new GalleryHub({ heartbeatSeconds: 20, bufferBytes: 8 * 1024 });
    const stalled = hub.open(new AbortController().signal).getReader();
    const reading = hub.open(new AbortController().signal).getReader();
    let received = "";
    const decoder = new TextDecoder();
    const pump = (async () => {
      for (;;) {
        const { done, value } = await reading.read();
        if (done) return;
        received += decoder.decode(value);
      }
    })();
    for (let round = 0; round < 40; round++) {
      hub.publish({ type: "update", item: item(`item-${round}`, round) });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(hub.size).toBe(1);
    await expect(readAll(stalled)).rejects.toThrow(/not reading/);
    hub.close();
    await pump;
    expect(received).toContain('"id":"item-39"');
  });
});

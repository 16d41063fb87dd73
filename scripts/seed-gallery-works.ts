// Artworks for the benchmarks and the audit of a large gallery: `works` rows over the demo
// images, in four age groups, one minute apart, written to the app's data folder (SQLite) while
// it runs; its live feed sees them as inserts like any other process's changes.
import { randomUUID } from "node:crypto";
import { connect } from "../db/connect";

export async function seedGalleryWorks(dataDir: string, works: number, description = "Seeded for a benchmark.") {
  const db = connect({ dataDir, maxConnections: 1 });
  try {
    const images = (await db.selectFrom("gallery_items").select("image_url").execute()).map((row) => row.image_url);
    const groups = ["9-12", "13-15", "16-19", "5-8"];
    const started = Date.now();
    for (let offset = 0; offset < works; offset += 500) {
      const rows = Array.from({ length: Math.min(500, works - offset) }, (_, i) => {
        const n = offset + i;
        const at = new Date(started - n * 60_000).toISOString();
        return {
          id: randomUUID(),
          title: `Study no. ${n + 1}`,
          description,
          image_url: images[n % images.length] ?? null,
          artist_name: `Artist ${String.fromCharCode(65 + (n % 26))}.`,
          age_group: groups[n % groups.length],
          likes: n % 37,
          display_order: null,
          created_at: at,
          updated_at: at,
        };
      });
      await db.insertInto("gallery_items").values(rows).execute();
    }
  } finally {
    await db.destroy();
  }
}

import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { demoArtworkSvg } from "./demo-art.ts";
import type { Db } from "../../../db/connect";
// Relative with extensions, not "~/": the build's demo images plugin (vite-plugins/demo-gallery-images.ts)
// loads this module and media.server.ts into the Vite config, which resolves neither.
import { encodeSquareWebp, IMAGE_WIDTHS, storeEncodedImage } from "../../platform/media.server.ts";

/** Demo artwork: invented young artists, three age groups, so the gallery and its filters have something to show. */
export const demoArtworks = [
  {
    title: "Lenox Avenue at Dusk",
    artist_name: "Amara J.",
    age_group: "13-15",
    description: "Acrylic on canvas board: the avenue when the streetlights come on.",
  },
  {
    title: "Full Court Press",
    artist_name: "Destiny R.",
    age_group: "16-19",
    description: "Marker and ink: my team's last play of the season.",
  },
  {
    title: "Grandma's Window",
    artist_name: "Luis M.",
    age_group: "9-12",
    description: "Watercolour of the plants on my grandma's fire escape.",
  },
  {
    title: "Signal Lost",
    artist_name: "Kai T.",
    age_group: "16-19",
    description: "Digital collage about putting the phone down for a week.",
  },
  { title: "Bronx Bloom", artist_name: "Nia W.", age_group: "13-15", description: "Spray paint study for a mural we want to paint." },
  {
    title: "The Number 2 Train",
    artist_name: "Jayden P.",
    age_group: "9-12",
    description: "Crayon and pencil: everyone on my morning ride.",
  },
  { title: "Crown Me", artist_name: "Imani S.", age_group: "16-19", description: "Mixed media self-portrait with gold leaf." },
  { title: "Stoop Stories", artist_name: null, age_group: "13-15", description: "Charcoal sketches of neighbours on a summer night." },
  { title: "Beat Maker", artist_name: "Marcus D.", age_group: "13-15", description: null },
  { title: null, artist_name: "Sofia L.", age_group: "9-12", description: "Paper cut-out of a city that floats." },
  { title: "Brooklyn Bridge in Pink", artist_name: "Zoe K.", age_group: "16-19", description: "Oil pastel, drawn on the bridge itself." },
  { title: "Game Face", artist_name: "Aaliyah B.", age_group: "13-15", description: "Digital painting of my point guard before tip-off." },
  { title: "Offline", artist_name: "Andre F.", age_group: "16-19", description: "Linocut print: what I saw when I looked up." },
  { title: "Sunday at the Park", artist_name: "Maya C.", age_group: "9-12", description: "Gouache of the handball courts." },
];

/**
 * Seeds the demo gallery when it is empty. Returns how many items were added. Its images are read
 * from the build (`builtDir`, made by vite-plugins/demo-gallery-images.ts) when it has them: encoding
 * them took 1.4 s of a 2.6 s start, paid by every fresh database (every test server). Without
 * them (development) they are encoded here, the same way.
 */
export async function seedDemoGallery(db: Db, dataDir: string, builtDir?: string): Promise<number> {
  const existing = await db
    .selectFrom("gallery_items")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;
  const start = Date.now();
  const rows = [];
  for (const [index, art] of demoArtworks.entries()) {
    const imageUrl = await storeEncodedImage(dataDir, await demoImage(index, builtDir));
    const at = new Date(start - index * 3_600_000).toISOString();
    rows.push({
      id: randomUUID(),
      ...art,
      image_url: imageUrl,
      likes: 0,
      // The first four are featured in a fixed order; the rest follow newest first.
      display_order: index < 4 ? index + 1 : null,
      created_at: at,
      updated_at: at,
    });
  }
  await db.insertInto("gallery_items").values(rows).execute();
  return rows.length;
}

/** Where the build keeps demo artwork `index` at `width`, relative to the server build. */
export function demoImageFile(index: number, width: number) {
  return `demo-gallery/${index}-${width}.webp`;
}

/** Demo artwork `index` encoded at every width, as storeImage would. */
export function encodeDemoImage(index: number): Promise<Buffer[]> {
  return encodeSquareWebp(Buffer.from(demoArtworkSvg(index)));
}

async function demoImage(index: number, builtDir: string | undefined): Promise<Buffer[]> {
  if (builtDir) {
    try {
      return await Promise.all(IMAGE_WIDTHS.map((width) => fs.readFile(path.join(builtDir, demoImageFile(index, width)))));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return encodeDemoImage(index);
}

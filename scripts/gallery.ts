// Operator commands for the gallery: npm run gallery -- <command>. Uses the same DATABASE_URL /
// DATA_DIR as the server; open pages see every change live.
import path from "node:path";
import { parseArgs } from "node:util";
import { connect, migrateToLatest } from "../db/connect";
import { getEnv } from "../app/platform/env.server";
import type { GalleryItem } from "../app/features/gallery/gallery";
import {
  addItem,
  GalleryAdminError,
  importRows,
  type ItemFields,
  readExport,
  removeItem,
  resolveImage,
  updateItem,
} from "../app/features/gallery/admin.server";
import { listGalleryItems } from "../app/features/gallery/gallery.server";

const usage = `Usage: npm run gallery -- <command> [options]

Commands:
  list [--age GROUP] [--json]          Show the gallery in page order
  add --title TEXT [fields]            Add an artwork; prints its id
  update ID [fields]                   Change fields of an artwork (an empty value clears it)
  remove ID                            Delete an artwork and its likes
  import FILE [--images DIR]           Import a CSV or JSON export of the original gallery_items
                                       table (by id: importing again updates). Image files are
                                       looked up beside FILE and in DIR.

Fields:
  --title TEXT  --description TEXT  --artist NAME  --age GROUP  --order N
  --image FILE|URL   a file or http(s) URL: resized, re-encoded (metadata stripped), served by the site

Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite, default ./data), as for the server.`;

const options = {
  title: { type: "string" },
  description: { type: "string" },
  artist: { type: "string" },
  age: { type: "string" },
  order: { type: "string" },
  image: { type: "string" },
  id: { type: "string" },
  images: { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

type Values = Partial<Record<keyof typeof options, string | boolean>>;

function fail(message: string): never {
  throw new GalleryAdminError(message);
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

async function fieldsFrom(values: Values, dataDir: string): Promise<ItemFields> {
  const fields: ItemFields = {};
  if (typeof values.title === "string") fields.title = orNull(values.title);
  if (typeof values.description === "string") fields.description = orNull(values.description);
  if (typeof values.artist === "string") fields.artist_name = orNull(values.artist);
  if (typeof values.age === "string") fields.age_group = orNull(values.age);
  if (typeof values.order === "string") {
    const order = orNull(values.order);
    if (order !== null && !/^-?\d+$/.test(order)) fail(`--order must be a whole number (got "${values.order}")`);
    fields.display_order = order === null ? null : Number(order);
  }
  if (typeof values.image === "string") fields.image_url = values.image.trim() === "" ? null : await resolveImage(values.image, dataDir);
  return fields;
}

function show(item: GalleryItem) {
  const parts = [
    item.id,
    item.title ?? "(untitled)",
    item.artist_name ? `by ${item.artist_name}` : "",
    item.age_group ? `[${item.age_group}]` : "",
    `${item.likes} likes`,
    item.display_order === null ? "" : `order ${item.display_order}`,
  ];
  return parts.filter(Boolean).join("  ");
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return command || values.help ? 0 : 1;
  }
  const env = getEnv();
  const db = connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, maxConnections: 2 });
  try {
    await migrateToLatest(db);
    switch (command) {
      case "list": {
        const items = await listGalleryItems(db, typeof values.age === "string" ? values.age : null);
        if (values.json) console.log(JSON.stringify(items, null, 2));
        else if (items.length === 0) console.log("The gallery is empty.");
        else for (const item of items) console.log(show(item));
        return 0;
      }
      case "add": {
        if (typeof values.title !== "string" && typeof values.image !== "string") fail("add needs at least --title or --image");
        const item = await addItem(db, {
          ...(await fieldsFrom(values, env.DATA_DIR)),
          id: typeof values.id === "string" ? values.id : undefined,
        });
        console.log(`Added: ${show(item)}`);
        return 0;
      }
      case "update": {
        const id = rest[0] ?? fail("update needs the id of an artwork (see: npm run gallery -- list)");
        const item = await updateItem(db, id, await fieldsFrom(values, env.DATA_DIR));
        console.log(`Updated: ${show(item)}`);
        return 0;
      }
      case "remove": {
        const id = rest[0] ?? fail("remove needs the id of an artwork (see: npm run gallery -- list)");
        const item = await removeItem(db, id);
        console.log(`Removed: ${show(item)}`);
        return 0;
      }
      case "import": {
        const file = rest[0] ?? fail("import needs a CSV or JSON file");
        const rows = await readExport(file);
        const searchDirs = [path.dirname(path.resolve(file)), ...(typeof values.images === "string" ? [values.images] : [])];
        const report = await importRows(db, rows, { dataDir: env.DATA_DIR, searchDirs });
        for (const warning of report.warnings) console.warn(`Warning: ${warning}`);
        console.log(`Imported ${report.imported} item(s), ${report.images} image(s) stored.`);
        return 0;
      }
      default:
        fail(`unknown command "${command}"\n\n${usage}`);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    const known = error instanceof GalleryAdminError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    console.error(`gallery: ${known ? error.message : String(error?.stack ?? error)}`);
    process.exit(1);
  },
);

// /media/<name>-<width>.webp: the stored images, each served only to whoever may see it
// (app/features/gallery/media-access.server.ts). A public image is cached a day (not forever: a work hidden
// later must leave caches); one only staff may see is sent with no-store, and to anyone else the
// answer is the same 404 as for a name that never existed.
import express, { type RequestHandler } from "express";
import { getDb } from "~/platform/db.server";
import { imageIsPublic } from "~/features/gallery/media-access.server";
import { staffOfCookies } from "~/features/staff/auth.server";

const STORED_IMAGE = /^\/([0-9a-f]{16})-\d+\.webp$/;
const PUBLIC_CACHE = "public, max-age=86400";

export function mediaFiles(mediaDir: string): RequestHandler {
  const files = express.static(mediaDir, { cacheControl: false, etag: true, index: false, redirect: false, fallthrough: true });
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = STORED_IMAGE.exec(req.path)?.[1];
    // Nothing else is stored here: any other name goes on to the site's not-found answer.
    if (!name) return next();
    const db = getDb();
    imageIsPublic(db, name)
      .then(async (isPublic) => {
        if (isPublic) {
          res.set("Cache-Control", PUBLIC_CACHE);
          return files(req, res, next);
        }
        if (await staffOfCookies(db, req.headers.cookie)) {
          res.set("Cache-Control", "private, no-store");
          res.set("X-Robots-Tag", "noindex");
          return files(req, res, next);
        }
        next();
      })
      .catch(next);
  };
}

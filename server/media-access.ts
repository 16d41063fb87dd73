// /media/<name>-<width>.webp: the stored images, each served only to whoever may see it
// (the gallery's rule, through app/host-answers.server.ts). A public image is cached a day (not forever: a work hidden
// later must leave caches); one only staff may see is sent with no-store, and to anyone else the
// answer is the same 404 as for a name that never existed.
import express, { type RequestHandler } from "express";
import { imageAudience, requestIsStaff } from "~/host-answers.server";

const STORED_IMAGE = /^\/([0-9a-f]{16})-\d+\.webp$/;
const PUBLIC_CACHE = "public, max-age=86400";

export function mediaFiles(mediaDir: string): RequestHandler {
  const files = express.static(mediaDir, { cacheControl: false, etag: true, index: false, redirect: false, fallthrough: true });
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = STORED_IMAGE.exec(req.path)?.[1];
    // Nothing else is stored here: any other name goes on to the site's not-found answer.
    if (!name) return next();
    imageAudience(name)
      .then(async (audience) => {
        if (audience === "anyone") {
          res.set("Cache-Control", PUBLIC_CACHE);
          return files(req, res, next);
        }
        if (await requestIsStaff(req.headers.cookie)) {
          res.set("Cache-Control", "private, no-store");
          res.set("X-Robots-Tag", "noindex");
          return files(req, res, next);
        }
        next();
      })
      .catch(next);
  };
}

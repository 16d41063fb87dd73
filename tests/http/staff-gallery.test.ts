// The staff gallery over HTTP on each dialect: what it changes reaches the live feed (a hidden
// work is a delete for open pages, shown again an update), the photo upload alone may send a
// large body, and hidden works stay out of what visitors can read.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../support/databases";
import { useServer } from "../support/fixtures";
import { type EventReader, galleryList, likeFrom, openEvents } from "../support/gallery";
import { photoWithGps } from "../support/photos";
import { addStaff, signIn } from "../support/staff";

const EDITOR = { email: "gallery-editor@wyp.test", role: "editor" as const };

describe.each(testDialects())("the staff gallery over HTTP on %s", (dialect) => {
  const site = useServer({ dialect, env: { LOG_LEVEL: "warn" } });
  let stream: EventReader;
  let cookie: string;

  beforeAll(async () => {
    await addStaff(site.db, EDITOR);
    cookie = await signIn(site.server, EDITOR.email);
    stream = await openEvents(site.server.baseUrl);
  });
  afterAll(() => stream?.close());

  /** A form post as the staff member's browser sends it. */
  const post = (path: string, body: FormData | URLSearchParams, headers: Record<string, string> = {}) =>
    fetch(`${site.server.baseUrl}${path}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { Cookie: cookie, Origin: site.server.baseUrl, ...headers },
    });

  function uploadForm(photo: Buffer, title: string, extra: Record<string, string> = {}) {
    const form = new FormData();
    for (const [name, value] of Object.entries(extra)) form.set(name, value);
    form.set("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
    form.set("title", title);
    form.set("artist", "Nia W.");
    form.set("ageGroup", "16-19");
    form.set("description", "");
    return form;
  }

  it("puts a new work first in the gallery, or keeps it off the site from the start when saved hidden", async () => {
    const upload = async (title: string, extra: Record<string, string> = {}) => {
      const reply = await post("/staff/api/gallery/upload", uploadForm(await photoWithGps({ width: 96, height: 64 }), title, extra), {
        Accept: "application/json",
      });
      expect(reply.status).toBe(200);
      return ((await reply.json()) as { item: { id: string } }).item.id;
    };
    const first = await upload("First In Line");
    expect((await galleryList(site.server)).items[0]?.id).toBe(first);
    const kept = await upload("Not Yet Public", { hidden: "on" });
    const publicIds = (await galleryList(site.server)).items.map((work) => work.id);
    expect(publicIds[0]).toBe(first);
    expect(publicIds).not.toContain(kept);
    const staffList = await (await fetch(`${site.server.baseUrl}/staff/gallery`, { headers: { Cookie: cookie } })).text();
    expect(staffList.indexOf("Not Yet Public")).toBeGreaterThan(-1);
    expect(staffList.indexOf("Not Yet Public")).toBeLessThan(staffList.indexOf("First In Line"));
  });

  it("refuses a point to keep in view that is not a percent, on its field, storing neither the work nor its photo", async () => {
    const works = async () => (await site.db.selectFrom("gallery_items").select("id").execute()).length;
    const media = path.join(site.server.dataDir, "media");
    const photos = () => (fs.existsSync(media) ? fs.readdirSync(media).length : 0);
    const [worksBefore, photosBefore] = [await works(), photos()];
    const photo = await photoWithGps({ width: 96, height: 64 });
    for (const focusX of ["abc", "150"]) {
      const form = uploadForm(photo, "Off The Photo", { fit: "crop", focusX, focusY: "50" });
      const reply = await post("/staff/api/gallery/upload", form, { Accept: "application/json" });
      expect(reply.status, focusX).toBe(400);
      const { fieldErrors, values } = (await reply.json()) as { fieldErrors: Record<string, string[]>; values: Record<string, string> };
      expect(Object.keys(fieldErrors)).toEqual(["focusX"]);
      expect(fieldErrors.focusX?.[0]).toMatch(/from 0 to 100/);
      expect(values).toMatchObject({ title: "Off The Photo", focusX });
    }
    // The page's own form, as a browser without JavaScript posts it: the same answer, in the page.
    const page = await post("/staff/gallery/new", uploadForm(photo, "Off The Photo", { fit: "crop", focusX: "150", focusY: "50" }));
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("a whole number from 0 to 100");
    expect([await works(), photos()]).toEqual([worksBefore, photosBefore]);
  });

  it("announces an upload as an insert, a hidden work as a delete and a shown one as an update", async () => {
    const uploaded = await post("/staff/api/gallery/upload", uploadForm(await photoWithGps(), "Feed Test Piece"), {
      Accept: "application/json",
    });
    expect(uploaded.status).toBe(200);
    const { item } = (await uploaded.json()) as { item: { id: string } };
    await stream.waitFor((event) => event.type === "insert" && event.item.id === item.id);

    const hidden = await post("/staff/gallery", new URLSearchParams({ intent: "hide", id: item.id }));
    expect(hidden.status).toBe(303);
    expect(hidden.headers.get("location")).toMatch(/^\/staff\/gallery\?done=hidden#work-/);
    const gone: any = await stream.waitFor((event) => event.type === "delete" && event.id === item.id);
    expect(gone).toEqual({ type: "delete", id: item.id });
    // Out of the API, the server-rendered page (no cookie: the page kept in memory) and likes.
    expect((await galleryList(site.server)).items.map((work) => work.id)).not.toContain(item.id);
    expect(await (await fetch(`${site.server.baseUrl}/wyp-gallery`)).text()).not.toContain("Feed Test Piece");
    expect((await likeFrom("127.0.12.1", site.server, item.id)).status).toBe(404);
    // Its photo too, to anyone but staff (issue 27, row 8).
    const { image_url: photo } = await site.db
      .selectFrom("gallery_items")
      .select("image_url")
      .where("id", "=", item.id)
      .executeTakeFirstOrThrow();
    const photoStatus = async (headers: Record<string, string> = {}) => (await fetch(`${site.server.baseUrl}${photo}`, { headers })).status;
    expect(await photoStatus()).toBe(404);
    expect(await photoStatus({ Cookie: cookie })).toBe(200);

    expect((await post("/staff/gallery", new URLSearchParams({ intent: "show", id: item.id }))).status).toBe(303);
    expect(await photoStatus()).toBe(200);
    const back: any = await stream.waitFor((event) => event.type === "update" && event.item.id === item.id);
    expect(back.item).not.toHaveProperty("hidden");
    expect((await galleryList(site.server)).items.map((work) => work.id)).toContain(item.id);
    expect(await (await fetch(`${site.server.baseUrl}/wyp-gallery`)).text()).toContain("Feed Test Piece");
  });

  it("takes a photo up to 15 MB on the upload alone and answers a larger one 413 in words for staff", async () => {
    // Just over the photo limit: the endpoint's answer, on the photo's field.
    const over = await post("/staff/api/gallery/upload", uploadForm(Buffer.alloc(15 * 1024 * 1024 + 1024, 0xff), "Too Big"), {
      Accept: "application/json",
    });
    expect(over.status).toBe(413);
    expect(((await over.json()) as { fieldErrors: { image: string[] } }).fieldErrors.image[0]).toMatch(/larger than 15 MB/);
    // Far over: the host refuses the body before any of it is parsed, in the same words.
    const far = await post("/staff/api/gallery/upload", uploadForm(Buffer.alloc(17 * 1024 * 1024, 0xff), "Far Too Big"), {
      Accept: "application/json",
    });
    expect(far.status).toBe(413);
    expect(((await far.json()) as { error: string }).error).toMatch(/larger than 15 MB/);

    // Under the host's cap but not a photo: the endpoint's own answer, per field.
    const notPhoto = await post("/staff/api/gallery/upload", uploadForm(Buffer.alloc(200 * 1024, 0x41), "Not A Photo"), {
      Accept: "application/json",
    });
    expect(notPhoto.status).toBe(400);
    expect(((await notPhoto.json()) as { fieldErrors: { image: string[] } }).fieldErrors.image[0]).toMatch(/not a photo we can read/);

    // Every other console form keeps the site's 64 kB cap.
    const padded = new URLSearchParams({ intent: "hide", id: "x", padding: "x".repeat(100 * 1024) });
    expect((await post("/staff/gallery", padded)).status).toBe(413);
  });

  it("deletes a work only when the deletion is confirmed, with its likes and its photo", async () => {
    const uploaded = await post("/staff/api/gallery/upload", uploadForm(await photoWithGps({ width: 333, height: 222 }), "Delete Me"), {
      Accept: "application/json",
    });
    const { item } = (await uploaded.json()) as { item: { id: string; image_url: string } };
    const path = `/staff/gallery/${item.id}`;
    // A work on the site links to where it shows.
    const page = await (await fetch(`${site.server.baseUrl}${path}`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain('href="/wyp-gallery"');
    expect(page).toContain("View the gallery on the site");
    expect((await post(path, new URLSearchParams({ intent: "delete" }))).status).toBe(400);
    const still = await site.db.selectFrom("gallery_items").select("id").where("id", "=", item.id).execute();
    expect(still).toHaveLength(1);

    const deleted = await post(path, new URLSearchParams({ intent: "delete", confirm: "yes" }));
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/staff/gallery?done=deleted");
    await stream.waitFor((event) => event.type === "delete" && event.id === item.id);
    expect((await fetch(`${site.server.baseUrl}${item.image_url}`)).status).toBe(404);
    const audit = await site.db.selectFrom("audit_log").select("action").where("target", "=", item.id).execute();
    expect(audit.map((row) => row.action).sort()).toEqual(["gallery-delete", "gallery-upload"]);
  });

  it("refuses a signed-out upload and list change without touching the gallery", async () => {
    const before = (await galleryList(site.server)).items.length;
    const upload = await fetch(`${site.server.baseUrl}/staff/api/gallery/upload`, {
      method: "POST",
      body: uploadForm(await photoWithGps({ width: 64, height: 64 }), "Signed Out"),
      headers: { Accept: "application/json" },
    });
    expect(upload.status).toBe(401);
    // Signed out, the upload path gets the forms' 64 kB cap: nobody can make the host read a
    // photo's worth of body before being told to sign in.
    const big = await fetch(`${site.server.baseUrl}/staff/api/gallery/upload`, {
      method: "POST",
      body: uploadForm(Buffer.alloc(1024 * 1024, 0xff), "Signed Out And Big"),
      headers: { Accept: "application/json" },
    });
    expect(big.status).toBe(413);
    const page = await fetch(`${site.server.baseUrl}/staff/gallery`, { redirect: "manual" });
    expect(page.status).toBeGreaterThanOrEqual(300);
    expect(page.status).toBeLessThan(400);
    expect(page.headers.get("location")).toMatch(/^\/staff\/login/);
    expect((await galleryList(site.server)).items.length).toBe(before);
  });
});

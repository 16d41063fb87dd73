// The staff console's gallery in a browser: an upload from a phone photo (its square previewed and
// from every size the site serves, the work live on an open gallery page), hide and show live,
// reordering with the keyboard, the forms without JavaScript, and axe on every page.
import type { Browser, CDPSession, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { browserAvailable } from "../support/browser";
import { type TestServer, useServerAndBrowser } from "../support/fixtures";
import { galleryList } from "../support/gallery";
import { exifHasGps, metadataOf, photoWithGps } from "../support/photos";
import { addStaff, staffBrowserPage } from "../support/staff";

const EDITOR = { email: "editor@wyp.test", role: "editor" as const };

/** A visitor on /wyp-gallery, once the page has joined the live feed (its list reload after connecting). */
async function openPublicGallery(browser: Browser, server: TestServer) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/gallery", { timeout: 15_000 });
  await page.goto(`${server.baseUrl}/wyp-gallery`);
  await reloaded;
  // Set once: still there at the end means the page was never reloaded.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  return page;
}

const publicTitles = (page: Page) => page.locator("main li h2").allTextContents();
const stillTheSamePage = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/** The titles on the staff list, top to bottom. */
const staffTitles = (page: Page) => page.locator("[data-work-title]").allTextContents();

/** Waits until the staff list starts with these titles. */
function waitForStaffOrder(page: Page, titles: string[]) {
  return page.waitForFunction(
    (expected) => expected.every((title, index) => document.querySelectorAll("[data-work-title]")[index]?.textContent === title),
    titles,
  );
}

async function expectNoAxeViolations(page: Page) {
  // Axe is a script: on a page whose own scripts are off, it runs with them on for the check alone.
  const scriptsOff = (page as Page & { scriptsOff?: CDPSession }).scriptsOff;
  await scriptsOff?.send("Emulation.setScriptExecutionDisabled", { value: false });
  expect(await axeViolations(page)).toEqual([]);
  await scriptsOff?.send("Emulation.setScriptExecutionDisabled", { value: true });
}

describe.runIf(browserAvailable())("the staff gallery in the browser", () => {
  const site = useServerAndBrowser({ env: { LOG_LEVEL: "warn" } });
  let added = false;

  async function staffPage(options: { javaScriptEnabled?: boolean } = {}) {
    if (!added) {
      await addStaff(site.db, EDITOR);
      added = true;
    }
    const page = await staffBrowserPage(site.browser, site.server, EDITOR.email);
    page.setDefaultTimeout(15_000);
    // Signed in with the page's scripts; from here on, none run (the forms as a browser without JavaScript sends them).
    if (options.javaScriptEnabled === false) {
      const session = await page.context().newCDPSession(page);
      await session.send("Emulation.setScriptExecutionDisabled", { value: true });
      return Object.assign(page, { scriptsOff: session });
    }
    return page;
  }

  it("uploads a phone photo carrying GPS: no size the site serves has any metadata, and the work appears live", async () => {
    const visitor = await openPublicGallery(site.browser, site.server);
    const staff = await staffPage();
    const photo = await photoWithGps({ width: 1600, height: 1200, grainy: true });
    expect(photo.byteLength).toBeGreaterThan(500_000);
    // Only worth testing if the photo really carries a position.
    expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true);

    await staff.goto(`${site.server.baseUrl}/staff/gallery/new`);
    await expectNoAxeViolations(staff);
    // A HEIC photo, which Chromium cannot draw: a note instead of a broken image.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"), Buffer.alloc(64)]);
    await staff.getByLabel("Photo of the work").setInputFiles({ name: "IMG_0041.HEIC", mimeType: "image/heic", buffer: heic });
    await staff.getByText("This browser cannot show this kind of photo, so there is no preview.").waitFor();
    await staff.getByLabel("Photo of the work").setInputFiles({ name: "IMG_0042.HEIC.jpg", mimeType: "image/heic", buffer: photo });
    // The photo shows at once in the square the site will show, drawn (not a broken image).
    const preview = staff.getByRole("img", { name: "Preview of the square the site will show", exact: true });
    await preview.waitFor();
    await staff.waitForFunction(() => document.querySelector<HTMLImageElement>("figure img")!.naturalWidth > 0);
    // A click on its left edge moves the point to keep in view left, and the square to the photo's left end.
    const box = (await preview.boundingBox())!;
    await preview.click({ position: { x: 2, y: box.height / 2 } });
    await staff.waitForFunction(() => document.querySelector<HTMLInputElement>("input[name=focusX]")!.valueAsNumber < 50);
    const previewShows = (position: string) =>
      staff.waitForFunction(
        (expected) => document.querySelector<HTMLImageElement>("figure img")!.style.objectPosition === expected,
        position,
      );
    await previewShows("0% 50%");
    // The slider, from the keyboard, takes the square to the right end.
    await staff.getByLabel("Keep in view: left to right").press("End");
    await previewShows("100% 50%");
    await expectNoAxeViolations(staff);
    await staff.getByLabel("Title").fill("Harlem Rooftops");
    await staff.getByLabel("Artist").fill("Maya R.");
    await staff.getByLabel("Age group").selectOption("13-15");
    await staff.getByLabel("Description").fill("Marker on card, from the roof of our building.");
    // A slow phone connection, so the upload's progress is there to see.
    const network = await staff.context().newCDPSession(staff);
    await network.send("Network.enable");
    await network.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 200_000,
    });
    await staff.getByRole("button", { name: "Upload" }).click();
    await staff.getByRole("progressbar", { name: "Upload progress" }).waitFor();
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await staff.waitForURL(/\/staff\/gallery\?done=uploaded$/);
    await staff.getByRole("status").filter({ hasText: "Work added" }).waitFor();
    // First in the list: a new work leads the gallery.
    expect((await staffTitles(staff))[0]).toBe("Harlem Rooftops");

    // Live on the open page, at the top, without a reload.
    await visitor.getByRole("heading", { name: "Harlem Rooftops", exact: true }).waitFor({ timeout: 10_000 });
    expect((await publicTitles(visitor))[0]).toBe("Harlem Rooftops");
    expect(await stillTheSamePage(visitor)).toBe(true);

    // Every size the page and the API reference: WebP with no EXIF, XMP, IPTC, ICC or comment.
    const card = visitor.locator("li", { has: visitor.getByRole("heading", { name: "Harlem Rooftops" }) });
    const srcset = (await card.locator("img").getAttribute("srcset")) ?? "";
    const { items } = await galleryList(site.server);
    const work = items.find((item) => item.title === "Harlem Rooftops");
    const urls = new Set([
      ...srcset.split(",").map((entry) => entry.trim().split(" ")[0]),
      String(await card.locator("img").getAttribute("src")),
      String(work?.image_url),
      ...String(work?.image_srcset)
        .split(",")
        .map((entry) => entry.trim().split(" ")[0]),
    ]);
    expect(urls.size).toBeGreaterThanOrEqual(2);
    for (const url of urls) {
      const response = await fetch(`${site.server.baseUrl}${url}`);
      expect(response.status, url).toBe(200);
      const image = Buffer.from(await response.arrayBuffer());
      expect((await sharp(image).metadata()).format).toBe("webp");
      expect(await metadataOf(image), url).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
        comments: undefined,
      });
    }
    expect(work).toMatchObject({ artist_name: "Maya R.", age_group: "13-15" });

    const audit = await site.db.selectFrom("audit_log").selectAll().where("action", "=", "gallery-upload").execute();
    expect(audit.map((row) => row.target)).toEqual([work?.id]);
    await visitor.context().close();
    await staff.context().close();
  }, 90_000);

  it("previews a photo picked before the page's scripts ran, once they do", async () => {
    const staff = await staffPage();
    // The page's scripts held back: on a slow phone the form is there, and used, before they run.
    const held: Array<() => Promise<void>> = [];
    let holding = true;
    await staff.route("**/assets/**", (route) => (holding ? void held.push(() => route.continue()) : route.continue()));
    await staff.goto(`${site.server.baseUrl}/staff/gallery/new`, { waitUntil: "commit" });
    await staff.getByLabel("Photo of the work").setInputFiles({
      name: "IMG_0043.jpg",
      mimeType: "image/jpeg",
      buffer: await photoWithGps({ width: 400, height: 300 }),
    });
    expect(held.length).toBeGreaterThan(0);
    holding = false;
    await Promise.all(held.map((send) => send()));
    await staff.waitForFunction(() => Boolean((window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules));
    await staff.getByRole("img", { name: "Preview of the square the site will show", exact: true }).waitFor();
    await staff.waitForFunction(() => document.querySelector<HTMLImageElement>("figure img")!.naturalWidth > 0);
    await staff.context().close();
  });

  it("hides a work from open pages live and shows it again; Move up and Move down reorder with the keyboard, drag and drop with a pointer", async () => {
    const visitor = await openPublicGallery(site.browser, site.server);
    const staff = await staffPage();
    await staff.goto(`${site.server.baseUrl}/staff/gallery`);
    await expectNoAxeViolations(staff);
    const [first, second] = await staffTitles(staff);

    // Hide, by keyboard: the work leaves the open public page, which is not reloaded.
    await staff.getByRole("button", { name: `Hide: ${second}`, exact: true }).focus();
    await staff.keyboard.press("Enter");
    await staff.getByRole("button", { name: `Show: ${second}`, exact: true }).waitFor();
    await visitor.getByRole("heading", { name: second, exact: true }).waitFor({ state: "detached", timeout: 10_000 });
    expect((await galleryList(site.server)).items.map((item) => item.title)).not.toContain(second);
    await staff.getByRole("button", { name: `Show: ${second}`, exact: true }).click();
    await visitor.getByRole("heading", { name: second, exact: true }).waitFor({ timeout: 10_000 });
    expect(await stillTheSamePage(visitor)).toBe(true);

    // Move the second work up with the keyboard: the focus stays on its row, the public order follows.
    await staff.getByRole("button", { name: `Move up: ${second}`, exact: true }).focus();
    await staff.keyboard.press("Enter");
    await waitForStaffOrder(staff, [second, first]);
    await staff
      .waitForFunction((title) => {
        // On a control of the moved row that a keyboard user can press (not one left disabled).
        const focused = document.activeElement as HTMLButtonElement | null;
        return focused?.getAttribute("aria-label")?.endsWith(`: ${title}`) && !focused.disabled;
      }, second)
      .catch(async (error: unknown) => {
        // Read at once: where the focus is, and the moved row's buttons, say which step did not happen.
        const where = await staff.evaluate(() => {
          const focused = document.activeElement;
          const row = document.querySelector("[data-work-title]")?.closest("li");
          const buttons = [...(row?.querySelectorAll("button") ?? [])].map(
            (b) => `${b.getAttribute("aria-label")}${b.disabled ? " (disabled)" : ""}`,
          );
          return `focus on <${focused?.tagName.toLowerCase()} aria-label="${focused?.getAttribute("aria-label")}">; first row's buttons: ${buttons.join(", ")}`;
        });
        throw new Error(`the focus did not come back to "${second}": ${where}`, { cause: error });
      });
    expect((await galleryList(site.server)).items.slice(0, 2).map((item) => item.title)).toEqual([second, first]);
    await visitor.waitForFunction(
      ([a, b]) => {
        const titles = [...document.querySelectorAll("main li h2")].map((h) => h.textContent);
        return titles.indexOf(a) < titles.indexOf(b);
      },
      [second, first],
      { timeout: 10_000 },
    );

    // And back down, still from the keyboard.
    await staff.keyboard.press("Tab");
    await staff.getByRole("button", { name: `Move down: ${second}`, exact: true }).focus();
    await staff.keyboard.press("Enter");
    await waitForStaffOrder(staff, [first, second]);
    // Drag and drop: the third work dropped on the first goes above it.
    const third = (await staffTitles(staff))[2];
    const row = (title: string) => staff.locator("li[data-work-id]", { has: staff.getByText(title, { exact: true }) });
    await row(third).locator("[draggable=true]").dragTo(row(first));
    await waitForStaffOrder(staff, [third, first, second]);
    expect((await galleryList(site.server)).items.slice(0, 3).map((item) => item.title)).toEqual([third, first, second]);

    const actions = await site.db.selectFrom("audit_log").select("action").where("action", "like", "gallery-%").execute();
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(["gallery-hide", "gallery-show", "gallery-reorder"]));
    await visitor.context().close();
    await staff.context().close();
  }, 90_000);

  it("works without JavaScript: a refused upload keeps what was typed, edits save, a delete needs its tick", async () => {
    const staff = await staffPage({ javaScriptEnabled: false });
    await staff.goto(`${site.server.baseUrl}/staff/gallery/new`);
    // Text named like a photo: its bytes say it is not one.
    await staff
      .getByLabel("Photo of the work")
      .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo") });
    await staff.getByLabel("Title").fill("Bodega Cat");
    await staff.getByLabel("Artist").fill("Jayden W.");
    await staff.getByLabel("Age group").selectOption("9-12");
    // The whole photo on a background: the point to keep in view is the crop's, so it goes.
    await staff.getByLabel("Fit the whole photo, with a background").check();
    await staff.getByLabel("Keep in view: left to right").waitFor({ state: "hidden" });
    await staff.getByRole("button", { name: "Upload" }).click();
    await staff.getByText("This file is not a photo we can read").waitFor();
    await expect(staff.getByLabel("Title").inputValue()).resolves.toBe("Bodega Cat");
    await expect(staff.getByLabel("Age group").inputValue()).resolves.toBe("9-12");
    await expect(staff.getByLabel("Fit the whole photo, with a background").isChecked()).resolves.toBe(true);
    // A real photo, but the artist's full name: refused before anything is stored.
    await staff.getByLabel("Photo of the work").setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: await photoWithGps() });
    await staff.getByLabel("Artist").fill("Jayden Williams");
    await staff.getByRole("button", { name: "Upload" }).click();
    await staff
      .getByText('Write the first name and the initial of the last name, like "Maya R." (the dot may be left out): never a full name.')
      .waitFor();
    await expect(staff.getByLabel("Artist").getAttribute("aria-invalid")).resolves.toBe("true");
    expect((await galleryList(site.server)).items.map((item) => item.title)).not.toContain("Bodega Cat");
    await expectNoAxeViolations(staff);

    // Edit the first work of the list.
    await staff.goto(`${site.server.baseUrl}/staff/gallery`);
    const [first] = await staffTitles(staff);
    await staff.getByRole("link", { name: `Edit: ${first}`, exact: true }).click();
    await expectNoAxeViolations(staff);
    await staff.getByLabel("Title").fill("Renamed Without Script");
    await staff.getByRole("button", { name: "Save changes" }).click();
    await staff.waitForURL(/\/staff\/gallery\?done=saved/);
    await expect(staffTitles(staff)).resolves.toContain("Renamed Without Script");

    // Move down without JavaScript: a form post and a redirect back with the notice.
    await staff.getByRole("button", { name: "Move down: Renamed Without Script", exact: true }).click();
    await staff.waitForURL(/done=moved/);
    expect((await staffTitles(staff))[1]).toBe("Renamed Without Script");

    // Delete: refused without the tick, done with it.
    await staff.getByRole("link", { name: "Edit: Renamed Without Script", exact: true }).click();
    // The box must be ticked: the browser says so before anything is sent (the server checks it too).
    await expect(staff.getByLabel("Yes, delete this work for good").getAttribute("required")).resolves.toBe("");
    await staff.getByLabel("Yes, delete this work for good").check();
    await staff.getByRole("button", { name: "Delete" }).click();
    await staff.waitForURL(/done=deleted/);
    await expect(staffTitles(staff)).resolves.not.toContain("Renamed Without Script");
    expect((await galleryList(site.server)).items.map((item) => item.title)).not.toContain("Renamed Without Script");
    await staff.context().close();
  }, 90_000);
});

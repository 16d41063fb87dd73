// The parts of a gallery read that are the same for every visitor (a page of works under a filter,
// the age groups), kept in memory and dropped on every change the live feed hears. The visitor's
// own likes are never in here: readGallery looks them up per request.
import type { Db } from "../../../db/connect";
import type { GalleryPage } from "./gallery";
import { listAgeGroups, listGalleryPage, type PageQuery, type SharedGalleryReads } from "./gallery.server";

/** Distinct pages kept (filters × cursors × sizes); past it the cache starts over. */
const MAX_PAGES = 2_000;

/**
 * Reads shared by every request in flight and after, until the next change. A read that was on
 * its way when a change came is not kept: invalidate() drops it, and the next request reads again.
 */
export class GalleryReadCache implements SharedGalleryReads {
  private pages = new Map<string, Promise<GalleryPage>>();
  private groups: Promise<string[]> | undefined;

  constructor(private db: Db) {}

  page(query: PageQuery): Promise<GalleryPage> {
    const key = `${query.limit}\u0000${query.age ?? ""}\u0000${query.after ?? ""}`;
    let page = this.pages.get(key);
    if (!page) {
      if (this.pages.size >= MAX_PAGES) this.pages.clear();
      page = listGalleryPage(this.db, query);
      this.pages.set(key, page);
      // A failed read (or a bad cursor) is not remembered.
      page.catch(() => this.pages.get(key) === page && this.pages.delete(key));
    }
    return page;
  }

  ageGroups(): Promise<string[]> {
    if (!this.groups) {
      const groups = listAgeGroups(this.db);
      this.groups = groups;
      groups.catch(() => this.groups === groups && (this.groups = undefined));
    }
    return this.groups;
  }

  invalidate() {
    this.pages.clear();
    this.groups = undefined;
  }
}

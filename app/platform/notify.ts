// The site's one notice system: Sonner toasts, loaded the first time something is announced (or
// a form is focused) instead of with every page: 9 kB gzip that most visits never need. A notice
// whose code cannot be downloaded (no connection, the server restarting) is still shown at once,
// as a plain notice the root renders without any code loaded on demand; the next notice tries the
// toasts' code again.
import { type ComponentType, useSyncExternalStore } from "react";
import { loadOnce } from "./load-on-demand";
import type { NoticeToasterProps } from "./notice-toaster";

export type Notice = { title: string; description?: string };

/** A notice's words when it states both what happened and what it means (the forms', the gallery's, the vote's). */
export type NoticeText = { readonly title: string; readonly description: string };

/** How a notice reads: "error" is the spec's destructive style. */
export type NoticeTone = "success" | "error" | "info";

type ToasterModule = typeof import("./notice-toaster");

/** What the root shows: the toaster once its code is here, and a notice that came without it. */
export type NoticeSystem = {
  Toaster?: ComponentType<NoticeToasterProps>;
  plain?: { tone: NoticeTone; notice: Notice; id: number };
};

let system: NoticeSystem = {};
const listeners = new Set<() => void>();
function update(next: Partial<NoticeSystem>) {
  system = { ...system, ...next };
  for (const listener of listeners) listener();
}

let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let loading: Promise<ToasterModule> | undefined;

/** The toasts' code, mounted and listening; a failed try is forgotten, so the next one asks again. */
function loadToaster(): Promise<ToasterModule> {
  loading ??= loadOnce(() => import("./notice-toaster")).then(
    async (toaster) => {
      update({ Toaster: toaster.default });
      await toasterMounted;
      return toaster;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Someone is about to need a notice (a form was focused): load the toasts' code meanwhile. */
export function prepareNotices() {
  loadToaster().catch(() => {});
}

// One notice at a time: a new one takes the place of the one showing, so an earlier error never
// stays stacked behind the success that followed it.
const NOTICE_ID = "notice";
let plainNotices = 0;

/** Shows a notice (the spec's title / description pairs). */
export function notify(tone: NoticeTone, notice: Notice) {
  loadToaster().then(
    ({ toast }) => {
      update({ plain: undefined });
      toast[tone](notice.title, { id: NOTICE_ID, description: notice.description });
    },
    () => update({ plain: { tone, notice, id: ++plainNotices } }),
  );
}

/** Closes the notice shown without the toasts' code. */
export function dismissPlainNotice() {
  update({ plain: undefined });
}

/** For the root layout: the toaster to mount, and a notice to show without it. */
export function useNoticeSystem(): NoticeSystem {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => system,
    () => serverSystem,
  );
}
const serverSystem: NoticeSystem = {};

/** Called by the toaster once it is on the page and listening, so no notice is lost. */
export function toasterReady() {
  markMounted();
}

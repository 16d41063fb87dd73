// POST /staff/api/gallery/upload: the upload page's script sends its form here to show progress;
// the answer is JSON (200 with the new work, 400/413 with a message per field).
import { data } from "react-router";
import { IMAGE_BUSY_RETRY_AFTER_SECONDS } from "~/platform/media.server";
import { getDb } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { receiveUpload } from "~/features/gallery/staff-gallery.server";
import { staffContext } from "~/features/staff/auth.server";
import type { Route } from "./+types/gallery-upload";

export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const reply = await receiveUpload(getDb(), getEnv().DATA_DIR, staff, request);
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (reply.ok) return Response.json({ item: reply.item }, { headers });
  if (reply.status === 503) headers["Retry-After"] = String(IMAGE_BUSY_RETRY_AFTER_SECONDS);
  return Response.json({ fieldErrors: reply.fieldErrors, values: reply.values }, { status: reply.status, headers });
}

/** Only a POST: a GET here is not something to answer with data. */
export function loader() {
  throw data("Method not allowed", { status: 405, headers: { Allow: "POST" } });
}

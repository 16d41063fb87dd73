// POST /resources/leads: the sign-up endpoint the dialogs and email boxes call with JavaScript.
// Body: the form's fields plus `kind` (mentor | partnership | crown | newsletter), `source`
// and the empty trap field; form-encoded or JSON. Answers JSON: 200, 400, 429 or 503.
import { readPostedFields, receiveLead } from "~/lib/leads.server";
import type { Route } from "./+types/leads";

export async function action({ request, context }: Route.ActionArgs) {
  const reply = await receiveLead(() => readPostedFields(request), context);
  return Response.json(reply.result, { status: reply.status, headers: { "Cache-Control": "no-store", ...reply.headers } });
}

export function loader() {
  return new Response("Send the sign-up form with POST.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

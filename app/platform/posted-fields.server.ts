// The one reader of posted form bodies: form-encoded, multipart or a JSON object, as a plain
// record of fields. Used by the host's endpoints (body already read, within the size limit) and by
// page actions (a Fetch Request).

import { data } from "react-router";

export type PostedFields = { fields: Record<string, unknown> } | { error: string };

const UNSUPPORTED_BODY = "Send the form as application/x-www-form-urlencoded, multipart/form-data or application/json.";
const UNREADABLE_BODY = "The form data could not be read. Please reload the page and try again.";
/** More fields than any public form of the site has, by far (the console's Site content page asks for more). */
const MAX_FIELDS = 50;

/** For a form with more fields than most, or fields that carry several values (a multiple select). */
export type FieldRules = { maxFields?: number; lists?: (name: string) => boolean };
// Bytes that are not UTF-8 make the body unreadable instead of becoming U+FFFD.
const utf8 = new TextDecoder("utf-8", { fatal: true });
const asText = (body: Uint8Array | string) => (typeof body === "string" ? body : utf8.decode(body));

/** The fields of a body of the given Content-Type. */
export async function fieldsOfBody(contentType: string, body: Uint8Array | string, rules: FieldRules = {}): Promise<PostedFields> {
  const type = contentType.toLowerCase();
  try {
    if (type.includes("application/json")) {
      const value: unknown = JSON.parse(asText(body));
      if (!value || typeof value !== "object" || Array.isArray(value)) return { error: "The body must be a JSON object of form fields." };
      return collectFields(Object.entries(value), rules);
    }
    if (type.includes("application/x-www-form-urlencoded")) {
      return collectFields(new URLSearchParams(asText(body)), rules);
    }
    if (type.includes("multipart/form-data")) {
      return collectFields(await new Response(asBodyInit(body), { headers: { "Content-Type": contentType } }).formData(), rules);
    }
  } catch {
    return { error: UNREADABLE_BODY };
  }
  return { error: UNSUPPORTED_BODY };
}

/** The posted fields of a Fetch request. */
export async function readPostedFields(request: Request, rules?: FieldRules): Promise<PostedFields> {
  return fieldsOfBody(request.headers.get("content-type") ?? "", new Uint8Array(await request.arrayBuffer()), rules);
}

/**
 * The form data of an action's request: url-encoded or multipart. Any other body is refused with
 * 415 (a JSON body here used to be a 500), and one that does not parse with 400.
 */
export async function formDataOf(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data")) {
    throw data("Send the form as application/x-www-form-urlencoded or multipart/form-data.", { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw data(UNREADABLE_BODY, { status: 400 });
  }
}

/**
 * Name/value pairs as a record with no prototype; a field sent twice is refused, unless the rules
 * name it a list (its values are then an array, in the order sent).
 */
function collectFields(entries: Iterable<[string, unknown]>, { maxFields = MAX_FIELDS, lists }: FieldRules): PostedFields {
  const fields: Record<string, unknown> = Object.create(null);
  let count = 0;
  for (const [name, value] of entries) {
    if (++count > maxFields) return { error: `Too many fields: a form has at most ${maxFields}.` };
    if (lists?.(name)) {
      fields[name] = [...((fields[name] as unknown[] | undefined) ?? []), value];
      continue;
    }
    if (Object.hasOwn(fields, name)) return { error: `The field ${JSON.stringify(name.slice(0, 40))} was sent more than once.` };
    fields[name] = value;
  }
  return { fields };
}

/**
 * Bytes as a Fetch body. Node types a Buffer's memory as ArrayBufferLike (it could be shared
 * memory); a request body read from a socket never is.
 */
export function asBodyInit(bytes: Uint8Array | string): BodyInit {
  return bytes as BodyInit;
}

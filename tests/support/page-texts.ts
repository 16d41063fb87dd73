// The console's Page texts form as a browser posts it, built from the code's own walk of a copy
// module: every text of the page as the code has it, for a test to change one or two.
import { homePage } from "~/features/site/copy/home";
import { textFieldName, textFields } from "~/features/site/content/texts/text-fields";
import type { TestServer } from "./fixtures";

/** The home page's Page texts form, valid as it stands, with `changes` ("hero.line" -> { en, es }). */
export function homeTextsForm(changes: Record<string, { en?: string; es?: string }> = {}): Record<string, string> {
  const fields: Record<string, string> = { intent: "save" };
  for (const field of textFields(homePage.en, homePage.es)) {
    fields[textFieldName("site/home", field.path, "en")] = changes[field.path]?.en ?? field.en;
    fields[textFieldName("site/home", field.path, "es")] = changes[field.path]?.es ?? field.es;
  }
  return fields;
}

/** Posts a Page texts form for `page` as the signed-in `cookie`. */
export function postPageTexts(server: TestServer, cookie: string, page: string, fields: Record<string, string>) {
  return fetch(`${server.baseUrl}/staff/content/pages?page=${encodeURIComponent(page)}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: cookie },
    redirect: "manual",
  });
}

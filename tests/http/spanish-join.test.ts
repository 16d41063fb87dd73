import { describe, expect, it } from "vitest";
import { fieldMessages, fieldNames } from "~/features/leads/copy/form-messages.es";
import { checkTheFormNotice } from "~/features/leads/copy/notices.es";
import { useServer } from "../support/fixtures";
import { mentorPost } from "../support/leads";
import { htmlText } from "../support/pages";

// The sign-up pages that stand in for the dialogs without JavaScript, under /es: a Spanish-reading
// parent on an old phone signs up in Spanish, and the team sees the lead is in Spanish.
describe("the Spanish sign-up pages without JavaScript", () => {
  const site = useServer({ env: { RATE_LIMIT_FORMS: "100000", SEED_DEMO: "false" } });

  const application = mentorPost("home", {
    locale: "es",
    firstName: "Lucía",
    lastName: "Ortiz",
    email: "lucia.sin.js@example.org",
    phone: "718-555-0142",
    track: "music",
  });
  const postForm = (fields: Record<string, string>) =>
    fetch(`${site.server.baseUrl}/es/join/mentor?from=home`, { method: "POST", redirect: "manual", body: new URLSearchParams(fields) });

  it("answers /es/join/mentor?from=home in Spanish, with a form that posts back to it in Spanish", async () => {
    const response = await fetch(`${site.server.baseUrl}/es/join/mentor?from=home`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain("<title>Sea mentor o mentora | WYP</title>");
    expect(html).toMatch(/<form[^>]*action="\/es\/join\/mentor\?from=home"[^>]*method="post"/);
    expect(html).toContain('<input type="hidden" name="locale" value="es"/>');
    const text = htmlText(html);
    for (const words of [
      "Sea mentor o mentora",
      "Nombre",
      "Apellido",
      "Correo electrónico",
      "Teléfono",
      "Elija una ruta",
      "Enviar solicitud",
      "Volver al sitio",
    ])
      expect(text).toContain(words);
    for (const english of ["Be A Mentor", "First Name", "Submit Application", "Back to the site", "Leave this field empty"])
      expect(text).not.toContain(english);
    expect(html).toMatch(/<a[^>]*href="\/es"[^>]*>Volver al sitio<\/a>/);
  });

  it("refuses a post with a missing field in Spanish, keeping what was typed, even one that names no language", async () => {
    const { locale: _, ...withoutLocale } = application;
    for (const fields of [application, withoutLocale]) {
      const response = await postForm({ ...fields, lastName: "" });
      expect(response.status).toBe(400);
      const html = await response.text();
      const text = htmlText(html);
      expect(text).toContain(fieldMessages.required(fieldNames.lastName));
      expect(text).toContain(checkTheFormNotice.title);
      expect(text).not.toContain("is required");
      expect(html).toMatch(/value="Lucía"/);
    }
  });

  it("stores a post with locale=es as a Spanish lead and redirects to the Spanish page with its Spanish notice", async () => {
    const response = await postForm(application);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/es/join/mentor?from=home");
    const stored = await site.db.selectFrom("leads").select(["kind", "source", "locale"]).where("email", "=", application.email).execute();
    expect(stored).toEqual([{ kind: "mentor", source: "home", locale: "es" }]);

    const notice = response.headers.get("set-cookie")?.split(";")[0] ?? "";
    const text = htmlText(await (await fetch(`${site.server.baseUrl}/es/join/mentor?from=home`, { headers: { cookie: notice } })).text());
    expect(text).toContain("Solicitud recibida");
    expect(text).toContain("Le damos la bienvenida al movimiento");
    expect(text).not.toContain("Application Received");
  });

  it("keeps the English page as it was, posting locale=en", async () => {
    const html = await (await fetch(`${site.server.baseUrl}/join/mentor?from=home`)).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<form[^>]*action="\/join\/mentor\?from=home"[^>]*method="post"/);
    expect(html).toContain('<input type="hidden" name="locale" value="en"/>');
    expect(htmlText(html)).toContain("Submit Application");
  });
});

import { describe, expect, it } from "vitest";
import { staffMail } from "./staff-mail";

describe("the staff mail's sentences", () => {
  it("end with one period after a name that ends in an initial", () => {
    const mail = staffMail.newLead(
      "mentor",
      "Priya S.",
      "home page",
      "https://wyp.example/staff/leads/1",
      "https://wyp.example/staff/email",
    );
    expect(mail.body).toMatch(/^A new mentor application arrived on the site \(home page\) from Priya S\.\n/);
    expect(mail.body).not.toContain("..");
    expect(staffMail.newLead("newsletter", "", "", "x", "y").body).toMatch(/^A new newsletter sign-up arrived on the site\.\n/);
    expect(staffMail.newLead("crown", "Priya", "", "x", "y").body).toMatch(/from Priya\.\n/);
  });
});

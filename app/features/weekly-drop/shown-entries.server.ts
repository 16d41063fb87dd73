// The one rule of which Weekly Drop entries anyone may see, as a condition for every query that
// serves the public (the vote list, the vote, the results, /media): approved and, for an entrant
// under ADULT_AGE, with a guardian's consent recorded. A row approved without one (an edit of the
// age, plain SQL, a row from before the rule) stays for staff only (issue 42, row 2).
import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../../db/schema";
import { ADULT_AGE } from "./entry-rules";

export function shownToEveryone(eb: ExpressionBuilder<Database, "drop_entries">) {
  return eb.and([
    eb("drop_entries.status", "=", "approved"),
    eb.or([eb("drop_entries.age", ">=", ADULT_AGE), eb("drop_entries.guardian_consent_at", "is not", null)]),
  ]);
}

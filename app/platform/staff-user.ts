// Who is signed in to the staff console, as every console action records and checks it. The
// accounts, sessions and sign-in are the staff feature's (app/features/staff/auth.server.ts);
// this type is what other features' console actions take (issue 43).
import type { StaffRole } from "../../db/schema";

export type { StaffRole };
export type StaffUser = { id: string; email: string; role: StaffRole };

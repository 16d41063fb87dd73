// Console addresses that more than the staff feature link to: every mail the console sends (a
// new lead, the weekly insights) ends with the page where a member chooses that mail.

/** Where a member chooses the console's email to them (linked from every mail it sends). */
export const NOTIFY_SETTINGS_PATH = "/staff/email";

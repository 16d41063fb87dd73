// Zod, as every module of the app imports it (ESLint refuses "zod" elsewhere). In the browser
// its compiled fast path is off: Zod probes for it with `new Function` when a schema is made,
// which the site's CSP (no 'unsafe-eval') refuses, and the browser reports that refusal as a
// security issue on every page that loads a form's schema (Lighthouse Best Practices 96 on /art,
// /sport and the entry form). The server keeps the fast path: its CSP does not apply there.
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });

export { z };

// The layout checks of layout-suite.ts for the Spanish pages and dialogs, at every width.
import { checkLayoutIn } from "./layout-suite";

checkLayoutIn("es");

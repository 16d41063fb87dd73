// The layout checks of layout-suite.ts for the English pages and dialogs, at every width.
import { checkLayoutIn } from "./layout-suite";

checkLayoutIn("en");

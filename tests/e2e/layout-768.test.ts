// The layout checks of layout-suite.ts at 768 px: every page in both languages and every dialog.
import { checkLayoutAt } from "./layout-suite";

checkLayoutAt(768);

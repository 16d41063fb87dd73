// The layout checks of layout-suite.ts at 1024 px: every page in both languages and every dialog.
import { checkLayoutAt } from "./layout-suite";

checkLayoutAt(1024);

import fs from "node:fs"; import os from "node:os"; import path from "node:path";
import { launchApp } from "./tests/support/app-process";
const res: number[] = [];
for (let i = 0; i < 6; i++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wyp-ts-"));
  const app = await launchApp({ env: { WYP_BUILD_DIR: "build-test" }, dataDir });
  res.push(Math.round(app.startMs())); await app.stop();
}
console.log(res.join(" "));

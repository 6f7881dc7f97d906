// A vitest reporter that writes every skipped test with the reason it gave (ctx.skip(note)) to
// the file named by SKIP_REPORT, for npm test to print: a test that needs a service this machine
// lacks is reported as skipped, by name and reason, never counted as passed.
import fs from 'node:fs';
import path from 'node:path';

export default class SkipReporter {
  onTestRunEnd(testModules) {
    const file = process.env.SKIP_REPORT;
    if (!file) return;
    const skipped = [];
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const result = test.result();
        if (result.state !== 'skipped') continue;
        skipped.push({ file: path.relative(process.cwd(), mod.moduleId), name: test.fullName, reason: result.note ?? '' });
      }
    }
    fs.writeFileSync(file, JSON.stringify(skipped, null, 1));
  }
}

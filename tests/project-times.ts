// Prints how long each Vitest project took from its first file's start to its last file's end, so
// the time budget of `npm test` (about 12 minutes on a 2-core machine) is visible per project; and
// every test that passed only on its retry, with the first attempt's error, so that a flaky test
// is seen in every run instead of hidden by the retry.
import type { Reporter, TestModule } from 'vitest/node';

export default class ProjectTimes implements Reporter {
  private spans = new Map<string, { start: number; end: number; files: number }>();
  private flaky: string[] = [];

  onTestModuleStart(module: TestModule): void {
    const name = module.project.name || 'default';
    const span = this.spans.get(name) ?? { start: performance.now(), end: 0, files: 0 };
    this.spans.set(name, span);
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.project.name || 'default');
    if (!span) return;
    span.end = performance.now();
    span.files++;
    for (const test of module.children.allTests('passed')) {
      if (!test.diagnostic()?.flaky) continue;
      const first = test.result().errors?.[0]?.message.split('\n')[0] ?? '';
      this.flaky.push(`${module.moduleId.replace(/^.*?\/tests\//, 'tests/')} > ${test.fullName}: ${first}`);
    }
  }

  onTestRunEnd(): void {
    for (const [name, s] of this.spans) {
      console.log(`project ${name}: ${((s.end - s.start) / 1000).toFixed(1)} s for ${s.files} files`);
    }
    for (const line of this.flaky) console.log(`passed on its retry: ${line}`);
  }
}

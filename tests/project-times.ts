// Prints how long each Vitest project took from its first file's start to its last file's end, so
// the time budget of `npm test` (about 12 minutes on a 2-core machine) is visible per project.
import type { Reporter, TestModule } from 'vitest/node';

export default class ProjectTimes implements Reporter {
  private spans = new Map<string, { start: number; end: number; files: number }>();

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
  }

  onTestRunEnd(): void {
    for (const [name, s] of this.spans) {
      console.log(`project ${name}: ${((s.end - s.start) / 1000).toFixed(1)} s for ${s.files} files`);
    }
  }
}

import type { Command } from 'commander';
import { SECTIONS, SETTING_KEYS } from '../../settings/index.js';
import { describePlannerChoice } from '../../settings/llm.js';
import { settings } from '../context.js';
import { c, CliError, printJson, println } from '../output.js';

export function registerConfig(program: Command): void {
  const config = program.command('config').description('Show the effective settings');
  config
    .command('show')
    .description('Effective settings (defaults < settings file < environment), marking where each came from')
    .option('--section <section>', `only this section (${SECTIONS.join(', ')})`)
    .option('--json', 'machine-readable output')
    .action((opts: { section?: string; json?: boolean }) => {
      if (opts.section && !SECTIONS.includes(opts.section)) {
        throw new CliError(`unknown section '${opts.section}'; known sections: ${SECTIONS.join(', ')}`);
      }
      const s = settings();
      const keys = SETTING_KEYS.filter((k) => !opts.section || k.section === opts.section);
      const values = s.values as unknown as Record<string, Record<string, unknown>>;
      // which planner and model the demo server will use, and why (no network: /status adds the Ollama probe)
      const planner = !opts.section || opts.section === 'llm' ? describePlannerChoice(s.values.llm, process.env) : undefined;
      if (opts.json) {
        const out: Record<string, Record<string, { value: unknown; source: string; env?: string }>> = {};
        for (const k of keys) {
          const src = s.sources[`${k.section}.${k.key}`]!;
          (out[k.section] ??= {})[k.key] = { value: values[k.section]![k.key], source: src.from, ...(src.env ? { env: src.env } : {}) };
        }
        printJson({ file: s.file, settings: out, ...(planner ? { planner } : {}) });
        return;
      }
      println(c.dim(`# settings file: ${s.file ?? '(none: built-in defaults)'}`));
      // each section once, in the settings file's order: the output parses as the settings file it shows
      let section = '';
      for (const k of SECTIONS.flatMap((name) => keys.filter((x) => x.section === name))) {
        if (k.section !== section) {
          section = k.section;
          println(`\n${c.bold(`[${section}]`)}`);
        }
        const src = s.sources[`${k.section}.${k.key}`]!;
        const mark =
          src.from === 'env' ? c.yellow(`  # from env ${src.env}`) : src.from === 'file' ? c.dim('  # from file') : c.dim('  # default');
        println(`${k.key} = ${JSON.stringify(values[k.section]![k.key])}${mark}`);
      }
      if (planner) println(`\n${c.bold('# planner')}: ${planner}`);
    });
}

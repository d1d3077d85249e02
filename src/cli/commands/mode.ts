import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Command } from 'commander';
import { CAPABILITY_TEXT, effectiveCapabilities, MODE_TABLE } from '../../modes/capabilities.js';
import { MODES, normaliseMode, userSettingsFile, writeModeToFile, type Mode } from '../../settings/index.js';
import { runningDemoMode } from '../../supervisor/status.js';
import { settings } from '../context.js';
import { c, CliError, printJson, println } from '../output.js';

const USAGE = `agent mode current | info <mode> | ${MODES.join(' | ')} | browser`;

function parseMode(value: string, what = 'mode'): Mode {
  const m = normaliseMode(value);
  if (!(MODES as readonly string[]).includes(m)) {
    throw new CliError(`unknown ${what} '${value}'; allowed: ${MODES.join(', ')} (browser = web); usage: ${USAGE}`);
  }
  return m as Mode;
}

function showInfo(mode: Mode, json: boolean): void {
  const eff = effectiveCapabilities(mode, settings().values.api_mode);
  if (json) {
    printJson({ summary: MODE_TABLE[mode].summary, ...eff });
    return;
  }
  println(`${c.bold(mode)}: ${MODE_TABLE[mode].summary}`);
  for (const cap of eff.enabled) println(`  ${c.green('enabled ')}  ${CAPABILITY_TEXT[cap]}`);
  for (const d of eff.disabledBySetting)
    println(`  ${c.yellow('disabled')}  ${CAPABILITY_TEXT[d.capability]} (turned off by ${d.setting})`);
  for (const cap of eff.notInMode) println(`  ${c.red('disabled')}  ${CAPABILITY_TEXT[cap]} (not in ${mode} mode)`);
}

export function registerMode(program: Command): void {
  program
    .command('mode')
    .description('Show or set the agent mode: current | info <mode> | api | hybrid | web | browser')
    .argument('<action>', 'current, info, or a mode to set (api, hybrid, web; browser = web)')
    .argument('[mode]', 'the mode, for `info`')
    .option('--json', 'machine-readable output')
    .action(async (action: string, modeArg: string | undefined, opts: { json?: boolean }) => {
      if (modeArg !== undefined && action !== 'info') throw new CliError(`unexpected argument '${modeArg}'; usage: ${USAGE}`);
      const s = settings();
      if (action === 'current') {
        const src = s.sources['features.mode']!;
        const from = src.from === 'env' ? `environment variable ${src.env}` : src.from === 'file' ? s.file! : 'built-in default';
        const running = await runningDemoMode();
        if (opts.json) printJson({ mode: s.values.features.mode, source: src.from, from, running });
        else {
          println(`${c.bold(s.values.features.mode)} (from ${from})`);
          if (running && running.mode !== s.values.features.mode)
            println(`the running demo (${running.url}) uses ${c.bold(running.mode)}: restart it to apply the setting`);
          else if (running) println(`the running demo (${running.url}) uses it too`);
        }
        return;
      }
      if (action === 'info') {
        if (!modeArg) throw new CliError(`missing mode; usage: agent mode info <mode> (${MODES.join(', ')}, browser)`);
        showInfo(parseMode(modeArg), Boolean(opts.json));
        return;
      }
      const mode = parseMode(action, 'mode or action');
      // never the shipped file (a later version replaces it): AGENT_HOME/settings.toml, started from a copy of it
      const target = userSettingsFile(s.file);
      if (s.file && target !== s.file && !existsSync(target)) {
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(s.file, target);
      }
      const file = writeModeToFile(target, mode);
      const envNote =
        s.sources['features.mode']!.from === 'env' ? ` Note: AGENT_MODE=${process.env.AGENT_MODE} is set and overrides the file.` : '';
      if (opts.json) printJson({ mode, file });
      else
        println(
          `mode set to ${c.bold(mode)} in ${file}. Restart a running demo to apply it (agent stop demo && agent start demo).${envNote}`,
        );
    });
}

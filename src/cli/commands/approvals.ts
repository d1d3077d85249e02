import type { Command } from 'commander';
import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { homeDir } from '../../paths.js';
import { APPROVAL_STATES, Approvals, type ApprovalRecord, type ApprovalState, type Decision } from '../../registry/approvals/index.js';
import { openRegistryDb } from '../../registry/store.js';
import { appendAudit } from '../../registry/telemetry.js';
import { c, CliError, printJson, println, table } from '../output.js';
import { settings } from '../context.js';

/** Runs `fn` on the approvals of the registry's store (AGENT_HOME, or database.url): what every replica serving from it sees. */
async function withApprovals<T>(fn: (a: Approvals) => Promise<T>): Promise<T> {
  const values = settings().values;
  const db = await openRegistryDb(homeDir('data'), values.database.url);
  const logs = homeDir('logs');
  const audit = values.api_mode.audit_logging
    ? (entry: Parameters<typeof appendAudit>[1]) => {
        mkdirSync(logs, { recursive: true });
        appendAudit(join(logs, 'audit.log'), entry);
      }
    : () => {};
  try {
    return await fn(new Approvals(db, values.approvals, audit));
  } finally {
    await db.close();
  }
}

const when = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '-');

function decide(decision: Decision) {
  return async (id: string, opts: { json?: boolean }) => {
    const record = await withApprovals((a) => a.decide(id, decision, `cli:${userInfo().username}`)).catch((err: Error) => {
      throw new CliError(err.message);
    });
    if (opts.json) return printJson(record);
    println(`${decision === 'approve' ? 'approved' : 'denied'} ${c.cyan(record.id)}: ${record.tool} for '${record.key || 'anyone'}'`);
    if (decision === 'approve') process.stderr.write('the same call, with the same arguments, now runs once when it is made again\n');
  };
}

export function registerApprovals(program: Command): void {
  const approvals = program
    .command('approvals')
    .description('Calls waiting for a person to approve them ([approvals] in the settings): list, approve, deny');
  approvals
    .command('list')
    .description('Approvals, newest first: pending ones by default')
    .option('--status <status>', `one of ${APPROVAL_STATES.join(', ')}, or all`, 'pending')
    .option('--json', 'machine-readable output')
    .action(async (opts: { status: string; json?: boolean }) => {
      if (opts.status !== 'all' && !(APPROVAL_STATES as readonly string[]).includes(opts.status))
        throw new CliError(`--status '${opts.status}' is not allowed; allowed: ${APPROVAL_STATES.join(', ')}, all`);
      const status = opts.status === 'all' ? undefined : (opts.status as ApprovalState);
      const rows: ApprovalRecord[] = await withApprovals((a) => a.list(status));
      if (opts.json) return printJson(rows);
      if (rows.length === 0) return println(c.dim(`no approvals${status ? ` ${status}` : ''}`));
      println(
        table(
          ['ID', 'STATUS', 'KEY', 'TOOL', 'ARGS', 'ASKED', 'EXPIRES'],
          rows.map((r) => [
            c.cyan(r.id),
            r.status,
            r.key || '-',
            r.tool,
            JSON.stringify(r.args).slice(0, 60),
            when(r.created_at),
            when(r.expires),
          ]),
        ),
      );
    });
  approvals
    .command('approve')
    .description('Approve a waiting call: the same call with the same arguments then runs once')
    .argument('<id>', 'the approval (apr_...)')
    .option('--json', 'machine-readable output')
    .action(decide('approve'));
  approvals
    .command('deny')
    .description('Deny a waiting call')
    .argument('<id>', 'the approval (apr_...)')
    .option('--json', 'machine-readable output')
    .action(decide('deny'));
}

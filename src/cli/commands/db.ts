import type { Command } from 'commander';
import { printJson, println } from '../output.js';

export function registerDb(program: Command): void {
  const db = program.command('db').description('The database of the stateful parts (database.url): SQLite files or PostgreSQL');
  db.command('migrate-to')
    .description("Copy this AGENT_HOME's SQLite state (CRM, onboarded tools, keys) into PostgreSQL; safe to run again")
    .argument('<url>', 'postgres://user:password@host:5432/database (then set database.url to it)')
    .option('--json', 'machine-readable output')
    .action(async (url: string, opts: { json?: boolean }) => {
      const { migrateTo } = await import('./db-migrate.js'); // pg and the stores load only for this command
      const copied = await migrateTo(url);
      if (opts.json) return printJson(copied);
      const crm = copied.crm
        ? Object.entries(copied.crm)
            .map(([t, n]) => `${n} ${t}`)
            .join(', ')
        : 'nothing (no seeded CRM database)';
      const reg = copied.registry ? `${copied.registry.apps} onboarded apps, ${copied.registry.keys} keys` : 'nothing (no registry store)';
      println(`copied into ${copied.target}`);
      println(`  crm: ${crm}`);
      println(`  registry: ${reg}`);
      println('set database.url (or AGENT_DATABASE_URL) to this URL and restart the services');
    });
}
